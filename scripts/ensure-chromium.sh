#!/usr/bin/env bash
# Make Debian's Chromium available for the browser tests. Installs it with apt when it is missing
# and we can (root, apt present); otherwise says how, and the browser tests skip with that message.
set -u
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian (apt-get install chromium chromium-driver)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium chromium-driver >/dev/null && exit 0
  echo "warning: apt-get could not install chromium; browser tests will be skipped" >&2
  exit 0
fi
echo "note: /usr/bin/chromium is missing; browser tests will be skipped." >&2
echo "      install it with: sudo apt-get install chromium chromium-driver" >&2
exit 0
