#!/usr/bin/env bash
# Soaks the real `cookbook` binary in what issues 13 and 20 found: signals at varied moments
# around sign-in, a favourite, logout and a reset link; and instances sharing one state
# directory. Prints one line:
#
#   N runs, 0 resurrected sessions, 0 lost writes, 0 corrupt files, 0 leftovers, 0 failed runs
#
# Exit status: 0 only when every figure after N is 0; 1 when any is not (each finding is also
# listed on stderr); 2 when the self-check (below) finds the soak blind to a broken binary.
#
# N counts the runs of the binary that were soaked (signalled runs and concurrent instances),
# not the relaunches that check them. What each figure counts:
#   resurrected sessions  a relaunch signed in after the run's trace showed its logout done
#   lost writes           a favourite shown (★) or a reset link confirmed on screen, or an
#                         operation of a concurrent instance, that is missing from the
#                         database (a missing cookbook.sqlite loses all of them)
#   corrupt files         a cookbook.sqlite whose PRAGMA integrity_check is not ok, a file set
#                         aside as damaged, or a relaunch that reports a damaged state file
#   leftovers             a temporary file (an earlier release's .NAME.tmp-*) or an instance
#                         mark after a run that a catchable signal ended, or after the relaunch
#                         that follows a SIGKILL
#   failed runs           a signalled run whose exit status is not 128+N, a run that hangs
#                         (killed after 10 s), a concurrent instance that does not exit 0, and
#                         a relaunch that does not answer `where` with a cookbook:// URL
# A SIGQUIT that arrives before main runs goes to the Swift runtime's backtracer, and the run
# goes on: it is listed on stderr, not counted (see Docs/Robustness.md).
#
#   Scripts/soak.sh [RUNS] [INSTANCES]        defaults: 120 signalled runs, 2 instances × 50
#   COOKBOOK=path/to/cookbook Scripts/soak.sh  soak that binary instead of a release build
#   SIGNALS="TERM" Scripts/soak.sh 200          send only these signals (default: TERM INT HUP
#                                               QUIT PIPE USR1 USR2 ALRM KILL, in turn)
#   Scripts/soak.sh --self-check                soak a broken wrapper (it ignores every signal
#                                               and exits 0 at once) for 9 runs, and exit 0
#                                               only if that soak's line is not all zero and
#                                               its status is 1
set -uo pipefail

if [[ "${1:-}" == --self-check ]]; then
  broken=$(mktemp -d "${TMPDIR:-/tmp}/soak-broken.XXXXXX")
  trap 'rm -rf "$broken"' EXIT
  printf '#!/bin/sh\ntrap "" HUP INT QUIT PIPE TERM USR1 USR2 ALRM\nexit 0\n' >"$broken/cookbook"
  chmod +x "$broken/cookbook"
  line=$(COOKBOOK="$broken/cookbook" "$0" 9 1 2>/dev/null)
  status=$?
  echo "self-check: a broken binary soaked as: $line (status $status)"
  read -r -a figures <<<"${line//[!0-9 ]/}"
  if ((status == 1 && ${#figures[@]} == 6 && figures[5] > 0 && figures[2] > 0)); then
    echo "self-check passed: the soak counts failed runs and lost writes"
    exit 0
  fi
  echo "self-check FAILED: the soak did not see the broken binary" >&2
  exit 2
fi

runs=${1:-120}
instances=${2:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${COOKBOOK:-}" ]]; then
  scratch=${SCRATCH:-$root/.build/static}
  nice -n 10 swift build -c release --static-swift-stdlib --product cookbook --scratch-path "$scratch" >&2 || exit 1
  COOKBOOK="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/cookbook"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/soak.XXXXXX")
# Only the script itself cleans up: a subshell killed before it resets its traps would run an
# inherited EXIT trap.
trap '[[ $BASHPID == "$$" ]] && rm -rf "$work"' EXIT

read -r -a signals <<<"${SIGNALS:-TERM INT HUP QUIT PIPE USR1 USR2 ALRM KILL}"
declare -A number=([HUP]=1 [INT]=2 [QUIT]=3 [KILL]=9 [USR1]=10 [USR2]=12 [PIPE]=13 [ALRM]=14
  [TERM]=15)
recipes=(tiramisu scones gazpacho focaccia shakshuka menemen paella-valenciana miso-soup)
declare -A titles=([tiramisu]="Tiramisu" [scones]="Scones" [gazpacho]="Gazpacho"
  [focaccia]="Focaccia" [shakshuka]="Shakshuka" [menemen]="Menemen"
  [paella-valenciana]="Paella Valenciana" [miso-soup]="Miso Soup")

soaked=0 resurrected=0 lost=0 corrupt=0 leftovers=0 bad=0 early=0

temporaries() { find "$1" -maxdepth 1 \( -name '.*.tmp-*' -o -name '.instance-*' \) | wc -l; }

# The first column of each row SQL gives in DIR's database, one a line (python3's sqlite3, as
# the sqlite3 command is not always installed).
query() {
  python3 -c 'import sqlite3, sys
database = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
for row in database.execute(sys.argv[2]): print(row[0])' \
    "$1/cookbook.sqlite" "$2" 2>/dev/null
}

damaged() {
  local dir=$1 count=0
  count=$(find "$dir" -maxdepth 1 -name '*.corrupt-*' | wc -l)
  if [[ -e "$dir/cookbook.sqlite" && "$(query "$dir" 'PRAGMA integrity_check')" != ok ]]; then
    count=$((count + 1))
  fi
  echo "$count"
}

# Whether pid is alive and not a zombie waiting to be reaped.
running() {
  local state
  state=$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null) || return 1
  [[ "$state" != Z ]]
}

# Waits up to 10 s for pid to end; sets status to its exit status, or to "hung" after
# killing it.
reap() {
  local pid=$1 tries=0
  while running "$pid" && ((tries < 1000)); do
    sleep 0.01
    tries=$((tries + 1))
  done
  if running "$pid"; then
    kill -KILL "$pid" 2>/dev/null
    { wait "$pid"; } 2>/dev/null
    status=hung
  else
    { wait "$pid"; } 2>/dev/null
    status=$?
  fi
}

# Bash reports each background job that a signal ended; those notices go nowhere, and the
# soak's own findings to the original stderr, on descriptor 3.
exec 3>&2 2>/dev/null
for ((run = 0; run < runs; run++)); do
  dir="$work/run-$run"
  signal=${signals[run % ${#signals[@]}]}
  recipe=${recipes[run % ${#recipes[@]}]}
  delay=$(printf '0.%03d' $(((run * 7) % 151)))
  address="run$run@example.com"
  script="login demo demo-pass-1\nopen cookbook://recipes/$recipe\nfavorite\nlogout\nforgot\nsend $address\n"
  # A script's background commands start with SIGINT and SIGQUIT ignored; env restores them,
  # so that a signal arriving before the app takes them over acts as it would at a terminal.
  # Input comes through a FIFO kept open for 5 s, so the run is still reading when signalled.
  mkfifo "$dir.in"
  env --default-signal=INT,QUIT "$COOKBOOK" --trace --state-dir "$dir" \
    <"$dir.in" >"$dir.out" 2>"$dir.err" &
  pid=$!
  sh -c 'printf "$1"; exec sleep 5' sh "$script" >"$dir.in" 2>/dev/null &
  feeder=$!
  # The delay counts from the moment env has become cookbook: before that, a signal meets env,
  # which may not have restored the signal's default action yet.
  while [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" != cookbook ]] && running "$pid"; do :; done
  sleep "$delay"
  kill -"$signal" "$pid" 2>/dev/null
  reap "$pid"
  kill -KILL "$feeder" 2>/dev/null
  { wait "$feeder"; } 2>/dev/null
  soaked=$((soaked + 1))
  if [[ "$signal" == QUIT && "$status" == 0 ]] && grep -q '^\*\*\* Signal 3: Backtracing' "$dir.err"; then
    echo "run $run: SIGQUIT after ${delay}s arrived before main and went to the Swift runtime's" \
      "backtracer (see Docs/Robustness.md)" >&3
    early=$((early + 1))
  elif [[ "$status" != "$((128 + number[$signal]))" ]]; then
    echo "run $run: SIG$signal after ${delay}s ended with status $status" >&3
    head -c 600 "$dir.err" | sed 's/^/    /' >&3
    bad=$((bad + 1))
  fi
  mkdir -p "$dir"
  if [[ "$signal" != KILL ]]; then
    leftovers=$((leftovers + $(temporaries "$dir")))
  fi
  relaunch=$(printf 'where\n' | "$COOKBOOK" --state-dir "$dir" 2>"$dir.relaunch-err" | grep '^cookbook://')
  if [[ -z "$relaunch" ]]; then
    echo "run $run: SIG$signal after ${delay}s: the relaunch did not answer where" >&3
    bad=$((bad + 1))
  fi
  if [[ "$signal" == KILL ]]; then
    leftovers=$((leftovers + $(temporaries "$dir")))
  fi
  if (($(grep -c 'setRoot(signIn)' "$dir.err") >= 2)) && [[ "$relaunch" != "cookbook://login" ]]; then
    echo "run $run: SIG$signal after ${delay}s: signed out, relaunched at $relaunch" >&3
    resurrected=$((resurrected + 1))
  fi
  if grep -q "^${titles[$recipe]} ★" "$dir.out" \
    && ! query "$dir" "SELECT recipe FROM favorites WHERE user = 'demo'" | grep -qx "$recipe"; then
    echo "run $run: SIG$signal after ${delay}s: favourite $recipe shown but not saved" >&3
    lost=$((lost + 1))
  fi
  if grep -q "A reset link was sent to $address" "$dir.out" \
    && ! query "$dir" "SELECT address FROM outbox" | grep -qxF "$address"; then
    echo "run $run: SIG$signal after ${delay}s: reset link to $address confirmed but not in the outbox" >&3
    lost=$((lost + 1))
  fi
  found=$(damaged "$dir")
  if grep -qE 'is damaged|cannot be used' "$dir.relaunch-err"; then found=$((found + 1)); fi
  if ((found > 0)); then
    echo "run $run: SIG$signal after ${delay}s: $found damaged file(s)" >&3
    corrupt=$((corrupt + found))
  fi
done
exec 2>&3 3>&-

# Instances sharing one directory, each 50 operations: INSTANCES instances sending reset links,
# then one instance per demo account toggling favourites (a toggle reads the mark when the
# recipe opens, so two instances of one user would race by design, not lose a write). The 50
# toggles go over 30 recipes: the first 20 are turned on and off again, the last 10 on, so
# each user must end with exactly those 10.
shared="$work/shared"
favourites=(spaghetti-carbonara cacio-e-pepe pasta-alla-norma pesto-trofie lasagne-al-forno
  penne-all-arrabbiata french-onion-soup minestrone red-lentil-soup gazpacho chicken-noodle-soup
  miso-soup chana-masala thai-green-curry dal-tadka japanese-katsu-curry massaman-beef-curry
  greek-salad caesar-salad tabbouleh nicoise-salad panzanella sourdough-loaf banana-bread focaccia
  cinnamon-rolls scones roast-chicken beef-bourguignon shakshuka)
for kind in outbox favourites; do
  pids=()
  count=$instances
  [[ "$kind" == favourites ]] && count=2
  for ((instance = 0; instance < count; instance++)); do
    input="$work/$kind-$instance.in"
    : >"$input"
    if [[ "$kind" == outbox ]]; then
      for ((op = 0; op < 50; op++)); do
        printf 'forgot\nsend i%s-%s@example.com\n' "$instance" "$op" >>"$input"
      done
    else
      accounts=("demo demo-pass-1" "chef chef-pass-2")
      # Started together, one instance may restore the session the other just saved; logout
      # first, so each toggles its own user's favourites (issue 29's test found that race).
      printf 'logout\nlogin %s\n' "${accounts[instance]}" >>"$input"
      for ((op = 0; op < 50; op++)); do
        printf 'open cookbook://recipes/%s\nfavorite\n' "${favourites[op % 30]}" >>"$input"
      done
    fi
    "$COOKBOOK" --state-dir "$shared" <"$input" >/dev/null 2>"$work/$kind-$instance.err" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    reap "$pid"
    soaked=$((soaked + 1))
    if [[ "$status" != 0 ]]; then
      echo "$kind instance ended with status $status" >&2
      bad=$((bad + 1))
    fi
  done
done
sent=$(query "$shared" "SELECT count(*) FROM outbox WHERE address GLOB 'i[0-9]*-[0-9]*@example.com'")
sent=${sent:-0}
if ((sent != instances * 50)); then
  echo "outbox: $sent of $((instances * 50)) reset links delivered" >&2
  cat "$work"/outbox-*.err >&2
fi
lost=$((lost + instances * 50 - sent))
# Each user must end with exactly the last 10 recipes: a lost "on" of one of the first 20 makes
# the next toggle turn it on again; a lost toggle of the last 10 leaves it off. A missing file
# loses all 20 marks.
left=$(python3 -c 'import sqlite3, sys
expected = set(sys.argv[2:])
try:
    database = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
    rows = database.execute("SELECT user, recipe FROM favorites").fetchall()
except sqlite3.Error:
    rows = []
print(sum(len(expected ^ {r for u, r in rows if u == user}) for user in ("demo", "chef")))' \
  "$shared/cookbook.sqlite" "${favourites[@]:20:10}")
if ((left > 0)); then
  echo "favourites: $left toggles lost" >&2
  [[ -f "$shared/cookbook.sqlite" ]] || echo "favourites: cookbook.sqlite is missing" >&2
  cat "$work"/favourites-*.err >&2
fi
lost=$((lost + left))
corrupt=$((corrupt + $(damaged "$shared")))
leftovers=$((leftovers + $(temporaries "$shared")))

echo "$soaked runs, $resurrected resurrected sessions, $lost lost writes, $corrupt corrupt files, $leftovers leftovers, $bad failed runs"
((resurrected + lost + corrupt + leftovers + bad == 0))
