#!/usr/bin/env bash
# Debian packages the tests use, installed with apt when they are missing and we can (root, apt):
# - Chromium (and a CJK font, so the Chinese demo data is legible in screenshots) for the browser
#   tests. Without it they skip with an install hint; under CI=true they fail instead, so CI never
#   silently skips them.
# - Virtuoso 7 (binaries only, no service is started), the SPARQL server KG-R1 and ToG run, so the
#   KG tools' SPARQL is tested on it as well as on Oxigraph. Without it those tests skip.
# Each group is installed on its own: a failure of one never keeps the other out.
set -u
browser=()
[ -x /usr/bin/chromium ] || browser+=(chromium chromium-driver)
# No fontconfig yet (a fresh machine, before Chromium pulls it in) means no CJK font either.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; then
  browser+=(fonts-wqy-zenhei)
fi
sparql=()
[ -x /usr/bin/virtuoso-t ] || sparql+=(virtuoso-opensource-7-bin)
if [ ${#browser[@]} -eq 0 ] && [ ${#sparql[@]} -eq 0 ]; then
  exit 0
fi

can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

install() {  # install GROUP-NAME PACKAGE...
  local what=$1
  shift
  [ $# -eq 0 ] && return 0
  echo "Installing from Debian ($what): apt-get install $*"
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; then
    return 0
  fi
  echo "warning: apt-get could not install $*; the $what tests will be skipped" >&2
}

if can_apt; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || echo "warning: apt-get update failed; trying the package lists there are" >&2
  install browser "${browser[@]}"
  install "Virtuoso SPARQL" "${sparql[@]}"
  exit 0
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "note: /usr/bin/chromium is missing; browser tests will be skipped." >&2
  echo "      install it with: sudo apt-get install chromium chromium-driver" >&2
elif [ ${#browser[@]} -gt 0 ]; then
  echo "note: no CJK font found; Chinese text in screenshots will show as boxes." >&2
  echo "      install one with: sudo apt-get install fonts-wqy-zenhei" >&2
fi
if [ ${#sparql[@]} -gt 0 ]; then
  echo "note: Virtuoso is missing; its KG store tests will be skipped." >&2
  echo "      install it with: sudo apt-get install virtuoso-opensource-7-bin" >&2
fi
exit 0
