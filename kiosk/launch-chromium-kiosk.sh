#!/usr/bin/env bash
# Usage: launch-chromium-kiosk.sh https://dockhand.example/some/start/url
# Runs Chromium full screen on one URL and brings it back if it closes.
set -euo pipefail
URL="${1:?usage: $0 URL}"
CHROMIUM="${CHROMIUM:-$(command -v chromium || command -v chromium-browser)}"
PROFILE="${KIOSK_PROFILE:-$HOME/.config/dockhand-kiosk}"

# Keep the display awake: no screen saver, no power management blanking.
if command -v xset >/dev/null; then
  xset s off || true
  xset -dpms || true
  xset s noblank || true
fi
if command -v unclutter >/dev/null; then unclutter -idle 3 & fi

while true; do
  "$CHROMIUM" \
    --kiosk "$URL" \
    --user-data-dir="$PROFILE" \
    --no-first-run \
    --disable-translate \
    --disable-infobars \
    --disable-session-crashed-bubble \
    --overscroll-history-navigation=0 \
    --check-for-update-interval=31536000 || true
  sleep 2
done
