#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:${PGPORT:-54329} owned by the `postgres` user and prints
# the admin URL the server test suites take as TEST_DATABASE_URL. Usage: eval "$(bash .ci/start-postgres.sh)"
set -euo pipefail
port="${PGPORT:-54329}"
# Take the next free port when the default one is busy (another cluster, another checkout).
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="$(mktemp -d /tmp/ficha-pg.XXXXXX)"
chown postgres:postgres "$dir"
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
run "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export FICHA_PG_DIR=$dir"
