# Shell helpers for timing, sourced by Scripts/bench.sh and Scripts/first-build.sh.

# The monotonic-enough wall clock, in seconds.
now() { date +%s.%N; }
# Seconds since $1, a value of now.
since() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.3f", end - start }'; }
# The median of the numbers given one per line.
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# "median s (least–greatest s)" of the seconds given one per line.
spread() {
  sort -g | awk '{ a[NR] = $1 } END { m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.1f s (%.1f–%.1f s)", m, a[1], a[NR] }'
}
