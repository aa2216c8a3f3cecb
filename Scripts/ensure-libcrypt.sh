#!/usr/bin/env bash
# ServicesLive links libxcrypt (crypt.h) for yescrypt; installs its headers when missing.
set -euo pipefail
if [[ -f /usr/include/crypt.h ]]; then
  exit 0
fi
echo "crypt.h not found; installing libcrypt-dev" >&2
if [[ $(id -u) -eq 0 ]]; then
  apt-get update -qq && apt-get install -y -qq libcrypt-dev
else
  sudo apt-get update -qq && sudo apt-get install -y -qq libcrypt-dev
fi
