#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are missing (apt-get update first), as
# the scripts that read Debian's data files and tools need.
set -euo pipefail
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
echo "installing ${missing[*]}" >&2
sudo=""
[[ $(id -u) -eq 0 ]] || sudo=sudo
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
