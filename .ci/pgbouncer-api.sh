#!/usr/bin/env bash
# Runs the API suite through PgBouncer in TRANSACTION mode (issue 14), so a change that needs session
# state (session-level SET, session advisory locks, named prepared statements, LISTEN, temp tables
# across statements) fails CI. PgBouncer 1.18 carries no named statement between transactions, so the few
# statements whose plans the connections keep are sent unnamed here (DATABASE_PREPARED_STATEMENTS=off,
# decision 0409). Debian's `pgbouncer` package is started here on a local port as a non-root user, with
# its config and log in a temporary folder, in front of the PostgreSQL server at PG_HOST:PG_PORT (default
# 127.0.0.1:5432), and stopped afterwards whatever happens.
#
#   PGBOUNCER_PORT   where PgBouncer listens (default 6432)
#   PGBOUNCER_USER   the non-root user it runs as when started by root (default postgres)
#   Extra arguments are passed to `vitest run --project api` (e.g. a test folder). The Prisma client
#   must have been generated (`npm run generate`); .ci/run runs this beside a build that reads it.
#
# The test global setup creates and drops its database through ADMIN_DATABASE_URL (the server
# itself): CREATE/DROP DATABASE are not things to send through a pooler. Every test then talks to
# PostgreSQL through PgBouncer only.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_HOST=${PG_HOST:-127.0.0.1}
PG_PORT=${PG_PORT:-5432}
PORT=${PGBOUNCER_PORT:-6432}
RUN_AS=${PGBOUNCER_USER:-postgres}

command -v pgbouncer >/dev/null || PATH="$PATH:/usr/sbin"
command -v pgbouncer >/dev/null || { echo "pgbouncer is not installed (apt-get install pgbouncer)" >&2; exit 1; }

dir=$(mktemp -d /tmp/gym-pgbouncer.XXXXXX)
pid=""
cleanup() {
  # PgBouncer's own pid (its pidfile), then the runuser wrapper's, each by number: SIGINT is its
  # "safe shutdown", SIGKILL only if it is still there five seconds later.
  local bouncer=""
  [ -s "$dir/pgbouncer.pid" ] && bouncer=$(cat "$dir/pgbouncer.pid")
  for p in $bouncer $pid; do
    kill -0 "$p" 2>/dev/null || continue
    kill -INT "$p" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$p" 2>/dev/null || true
  done
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

# The settings are recorded in docs/decisions/0060-pgbouncer-transaction-mode.md and the README.
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$PG_HOST port=$PG_PORT user=postgres connect_query='SET TimeZone TO UTC; SET jit TO off'

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
max_db_connections = 40
reserve_pool_size = 0
server_lifetime = 600
server_idle_timeout = 60
server_reset_query =
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI

if [ "$(id -u)" = 0 ]; then
  chown -R "$RUN_AS" "$dir"
  runuser -u "$RUN_AS" -- pgbouncer -q "$dir/pgbouncer.ini" &
else
  pgbouncer -q "$dir/pgbouncer.ini" &
fi
pid=$!

for _ in $(seq 1 50); do
  if pg_isready -q -h 127.0.0.1 -p "$PORT" -d postgres 2>/dev/null; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "pgbouncer did not start:" >&2
    cat "$dir/pgbouncer.log" >&2 || true
    exit 1
  fi
  sleep 0.2
done
echo "PgBouncer $(pgbouncer --version | head -1 | awk '{print $2}') in transaction mode on 127.0.0.1:$PORT -> $PG_HOST:$PG_PORT"

status=0
ADMIN_DATABASE_URL="postgres://postgres@$PG_HOST:$PG_PORT/postgres" \
  DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" \
  DATABASE_PREPARED_STATEMENTS=off \
  npx vitest run --project api "$@" || status=$?
if [ "$status" != 0 ]; then
  echo "--- last lines of the PgBouncer log" >&2
  tail -n 40 "$dir/pgbouncer.log" >&2 || true
fi
exit "$status"
