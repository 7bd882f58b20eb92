#!/usr/bin/env bash
# Make Debian's Chromium (and a CJK font, so the Chinese demo data is legible in screenshots)
# available for the browser tests. Installs them with apt when they are missing and we can (root,
# apt present); otherwise says how, and the browser tests skip with that message (under CI=true
# they fail instead, so CI never silently skips them).
set -u
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium chromium-driver)
# No fontconfig yet (a fresh machine, before Chromium pulls it in) means no CJK font either.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]; then
  packages+=(fonts-wqy-zenhei)
fi
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian: apt-get install ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq "${packages[@]}" >/dev/null; then
    exit 0
  fi
  echo "warning: apt-get could not install ${packages[*]}; browser tests will be skipped" >&2
  exit 0
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "note: /usr/bin/chromium is missing; browser tests will be skipped." >&2
  echo "      install it with: sudo apt-get install chromium chromium-driver" >&2
else
  echo "note: no CJK font found; Chinese text in screenshots will show as boxes." >&2
  echo "      install one with: sudo apt-get install fonts-wqy-zenhei" >&2
fi
exit 0
