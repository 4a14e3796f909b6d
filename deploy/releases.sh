# Shared by deploy/fensterwerk-update and deploy/fensterwerk-rollback (sourced, not run): the release
# layout of docs/operations.md, section 6 (ADR 052).
#   $FENSTERWERK_ROOT/releases/<JJJJMMTT-HHMMSS>-<commit>   code, owned by root, read-only for the service
#   $FENSTERWERK_ROOT/current  -> releases/…                 what the service runs (WorkingDirectory)
#   $FENSTERWERK_ROOT/previous -> releases/…                 what fensterwerk-rollback goes back to
#   $FENSTERWERK_ROOT/data                                   the service user's data (DATA_DIR)
#   $FENSTERWERK_ROOT/releases/.history                      one line per switch: time, release, reason

root="${FENSTERWERK_ROOT:-/srv/fensterwerk}"
envfile="${FENSTERWERK_ENV:-/etc/fensterwerk/fensterwerk.env}"
service_user="${FENSTERWERK_USER:-fensterwerk}"
releases="$root/releases"
# Seconds the new server has to answer /api/health after the restart.
health_timeout="${FENSTERWERK_HEALTH_TIMEOUT:-60}"

say() { printf '%s\n' "$*"; }
# Each step and each OK since the last one print their seconds: where an update spends its time.
since="$(date +%s)"
step() {
  since="$(date +%s)"
  printf '\n== %s\n' "$*"
}
ok() {
  printf '   OK: %s (%s s)\n' "$*" "$(($(date +%s) - since))"
  since="$(date +%s)"
}
die() {
  printf '   FEHLER: %s\n' "$*" >&2
  exit 1
}

require_root() {
  [ "$(id -u)" = 0 ] || die "Bitte als root ausführen (die Releases gehören root, der Dienst darf sie nur lesen)."
}

# The release a link points at, as a folder name under releases/ (empty when the link is missing).
release_of() {
  [ -L "$1" ] || return 0
  basename "$(readlink "$1")"
}

# Points $root/<name> at releases/<release> in one rename, so the service never sees a missing link.
point() {
  ln -sfn "releases/$2" "$root/$1.new"
  mv -T "$root/$1.new" "$root/$1"
}

remember() {
  printf '%s %s %s\n' "$(date '+%Y-%m-%dT%H:%M:%S%z')" "$1" "$2" >>"$releases/.history"
}

# A value of the environment file as the service sees it (HOST, PORT …).
env_value() {
  (
    set -a
    # shellcheck disable=SC1090
    . "$envfile"
    eval "printf '%s' \"\${$1:-}\""
  )
}

# The address the health check and the smoke test ask: the service listens on HOST:PORT, loopback
# when it listens everywhere.
local_url() {
  host="$(env_value HOST)"
  case "$host" in '' | 0.0.0.0 | '::' | '[::]' | localhost) host=127.0.0.1 ;; esac
  printf 'http://%s:%s' "$host" "${1:-$(env_value PORT)}"
}

# GET <url>: succeeds on a 2xx answer. Node from the release, so no curl is needed on the machine.
http_ok() {
  "$2/node_modules/.bin/node" -e '
    fetch(process.argv[1], { redirect: "manual", signal: AbortSignal.timeout(5000) })
      .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1));' "$1"
}

# Waits until <url> answers 2xx, at most $health_timeout seconds. Asked four times a second: the
# server answers about a second after its start, and each second waited in vain is a second more of
# the update.
wait_healthy() {
  deadline=$(($(date +%s) + health_timeout))
  until http_ok "$1" "$2"; do
    [ "$(date +%s)" -lt "$deadline" ] || return 1
    sleep 0.25
  done
}

# Restarts the service on the release `current` names: systemd when it runs, else FENSTERWERK_RESTART
# (a shell command; deploy/check restarts its own server process with it).
restart_service() {
  if [ -n "${FENSTERWERK_RESTART:-}" ]; then
    sh -c "$FENSTERWERK_RESTART"
  elif [ -d /run/systemd/system ]; then
    systemctl restart fensterwerk
  else
    die "Kein systemd gefunden: FENSTERWERK_RESTART muss den Befehl zum Neustart des Servers nennen."
  fi
}

# Restarts and waits for /api/health of the release now in `current`.
restart_and_check() {
  restart_service || return 1
  wait_healthy "$(local_url)/api/health" "$root/current"
}
