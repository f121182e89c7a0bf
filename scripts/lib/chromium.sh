# Browser tests use Debian's Chromium (Playwright's own download is unreachable here).
ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$path" ]; then return 0; fi
  echo "Installing Debian's chromium (needed by the story and end-to-end tests)..."
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  [ -x "$path" ] || { echo "chromium did not install at $path" >&2; return 1; }
}
