#!/usr/bin/env bash
# The GTK 4 + libadwaita desktop app (Apps/Desktop, a package of its own).
#
#   Scripts/desktop.sh [ARGS…]            installs what is missing, builds, runs cookbook-desktop ARGS…
#   Scripts/desktop.sh --install          installs the Debian packages that are missing, and no more
#   Scripts/desktop.sh --test [WORDS…]    builds and runs its tests headless: the Swift tests, then
#                                         the UI tests through the accessibility tree (only those
#                                         whose names contain a WORD, when given); the last line
#                                         is "N passed, M failed", and the exit status 0 only when
#                                         M is 0
#   Scripts/desktop.sh --screenshots DIR  writes PNG screenshots of the main screens into DIR
#   Scripts/desktop.sh --measure          times launch to first frame (against a window with one
#                                         label) and a click to the frame that shows its page
#
# Debian's packages are installed with apt-get when missing (as root, else through sudo). The
# build shares the root package's scratch path, .build, so the core's modules that the root's
# `swift build` compiled are reused and only the desktop's own targets compile (a clone reached
# through .build/desktop-clone, below, has another path and builds the core again). Headless
# runs get their own Xvfb display (-displayfd picks a free one, so runs beside each other do not
# collide) and a private D-Bus session, on which GTK starts the AT-SPI bus; the UI tests use
# /usr/bin/python3, the interpreter Debian's python3-pyatspi belongs to.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
package="$root/Apps/Desktop"
scratch="$root/.build"
packages=(
  libgtk-4-dev libadwaita-1-dev xvfb xauth dbus-daemon dbus-x11 at-spi2-core python3-pyatspi
  xdotool imagemagick
)

say() { echo "desktop.sh: $*" >&2; }

install_missing() {
  local missing=() name
  for name in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$name")
  done
  ((${#missing[@]})) || return 0
  say "installing ${missing[*]}"
  local as_root=()
  [[ $(id -u) -eq 0 ]] || as_root=(sudo)
  local started=$SECONDS
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install \
    -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  say "installed in $((SECONDS - started)) s"
}

build() {
  local started=$SECONDS
  # For a clone whose folder is named like the desktop package's (see Apps/Desktop/Package.swift).
  mkdir -p "$root/.build/desktop-clone"
  ln -sfn "$root" "$root/.build/desktop-clone/Cookbook"
  nice -n 10 swift build --package-path "$package" --scratch-path "$scratch" "$@" >&2
  say "built in $((SECONDS - started)) s"
}

# Runs "$@" on a fresh Xvfb display inside a private D-Bus session.
headless() {
  local display_file
  display_file=$(mktemp)
  Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp -noreset 3>"$display_file" 2>/dev/null &
  local xvfb=$!
  local waited=0
  until [[ -s "$display_file" ]]; do
    sleep 0.1
    ((++waited < 100)) || { say "Xvfb did not start"; kill "$xvfb"; return 1; }
  done
  local status=0
  DISPLAY=":$(head -n1 "$display_file")" GDK_BACKEND=x11 NO_AT_BRIDGE=0 \
    dbus-run-session -- "$@" || status=$?
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  rm -f "$display_file"
  return "$status"
}

# The Swift tests' counts from their xunit report: "passed failed".
swift_counts() {
  /usr/bin/python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as tree
try:
    cases = tree.parse(sys.argv[1]).getroot().iter("testcase")
except (OSError, tree.ParseError):
    print(0, 1)
    sys.exit()
passed = failed = 0
for case in cases:
    if case.find("failure") is not None or case.find("error") is not None:
        failed += 1
    else:
        passed += 1
print(passed, failed)
PY
}

run_tests() {
  local report
  report=$(mktemp -d)
  local started=$SECONDS
  headless nice -n 10 swift test --package-path "$package" --scratch-path "$scratch" \
    --skip-build --xunit-output "$report/swift.xml" >&2 || true
  local swift_passed swift_failed
  read -r swift_passed swift_failed < <(swift_counts "$report/swift-swift-testing.xml")
  say "Swift tests: $swift_passed passed, $swift_failed failed in $((SECONDS - started)) s"
  started=$SECONDS
  # One runner per core, each on its own display and D-Bus session, so that one runner's
  # single-instance handover cannot reach the other's app. They take the tests in turn from a
  # shared claims folder, and each prints its log when it ends.
  local runners runner
  runners=$(nproc)
  mkdir "$report/claims"
  for ((runner = 1; runner <= runners; runner++)); do
    (cd "$package/UITests" &&
      COOKBOOK_DESKTOP="$scratch/debug/cookbook-desktop" \
        headless /usr/bin/python3 run.py --summary "$report/ui-$runner" --claims "$report/claims" \
        "$@" >"$report/ui-$runner.log" 2>&1
      cat "$report/ui-$runner.log" >&2) &
  done
  wait
  local ui_passed=0 ui_failed=0 ui_line
  for ((runner = 1; runner <= runners; runner++)); do
    ui_line=$(cat "$report/ui-$runner" 2>/dev/null || echo "did not finish")
    if [[ "$ui_line" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
      ui_passed=$((ui_passed + BASH_REMATCH[1]))
      ui_failed=$((ui_failed + BASH_REMATCH[2]))
    else
      say "UI test runner $runner of $runners: $ui_line"
      ui_failed=$((ui_failed + 1))
    fi
  done
  say "UI tests: $ui_passed passed, $ui_failed failed in $((SECONDS - started)) s ($runners runners)"
  rm -rf "$report"
  local failed=$((swift_failed + ui_failed))
  echo "$((swift_passed + ui_passed)) passed, $failed failed"
  ((failed == 0))
}

case "${1:-}" in
  --install)
    install_missing
    ;;
  --test)
    shift
    install_missing
    build --build-tests
    run_tests "$@"
    ;;
  --screenshots)
    [[ $# -eq 2 ]] || { say "usage: Scripts/desktop.sh --screenshots DIR"; exit 64; }
    install_missing
    build --product cookbook-desktop
    mkdir -p "$2"
    directory=$(cd "$2" && pwd)
    cd "$package/UITests"
    COOKBOOK_DESKTOP="$scratch/debug/cookbook-desktop" \
      headless /usr/bin/python3 screenshots.py "$directory"
    ;;
  --measure)
    install_missing
    build --build-tests
    cd "$package/UITests"
    COOKBOOK_DESKTOP="$scratch/debug/cookbook-desktop" headless /usr/bin/python3 measure.py
    ;;
  *)
    install_missing
    build --product cookbook-desktop
    if [[ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]]; then
      exec dbus-run-session -- "$scratch/debug/cookbook-desktop" "$@"
    fi
    exec "$scratch/debug/cookbook-desktop" "$@"
    ;;
esac
