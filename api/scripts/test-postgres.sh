#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the API tests and prints the DATABASE_URL to use:
#
#   export DATABASE_URL=$(bash api/scripts/test-postgres.sh | tail -1)
#   pnpm --filter @storefront/api test
#
# Installs Debian's postgresql when initdb/pg_ctl are missing. The cluster lives under /tmp,
# listens on 127.0.0.1:${PGPORT:-54329} only, and trusts local connections (tests only).
# Stop it with: pg_ctl -D /tmp/storefront-pg/data stop   (as the postgres user when root)
set -euo pipefail

PORT="${PGPORT:-54329}"
BASE="${PG_TEST_DIR:-/tmp/storefront-pg}"
DB="${PG_TEST_DB:-storefront_test}"

# A directory holding initdb, pg_ctl, psql and createdb: Debian's versioned one first.
find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -Vr) "$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)")"; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/psql" ] && [ -x "$dir/createdb" ]; then
      echo "$dir"
      return
    fi
  done
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  echo "initdb/pg_ctl not found: installing postgresql" >&2
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y postgresql >&2
  BIN=$(find_bin)
fi
[ -n "$BIN" ] || { echo "PostgreSQL binaries still not found" >&2; exit 1; }

# As root, run the server as the postgres user (PostgreSQL refuses to run as root).
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  run() { su postgres -s /bin/sh -c "$*"; }
else
  run() { sh -c "$*"; }
fi

mkdir -p "$BASE"
[ "$(id -u)" = "0" ] && chown postgres "$BASE"

if run "'$BIN/pg_ctl' -D '$BASE/data' status" >/dev/null 2>&1; then
  echo "PostgreSQL already running in $BASE/data" >&2
else
  if [ ! -f "$BASE/data/PG_VERSION" ]; then
    run "'$BIN/initdb' -D '$BASE/data' -U postgres --auth=trust --encoding=UTF8 --no-locale" >&2
  fi
  run "'$BIN/pg_ctl' -D '$BASE/data' -l '$BASE/server.log' -w \
    -o \"-c listen_addresses=127.0.0.1 -p $PORT -k '$BASE' -c max_connections=200 -c fsync=off\" start" >&2
fi

if ! run "'$BIN/psql' -h 127.0.0.1 -p $PORT -U postgres -tAc \"SELECT 1 FROM pg_database WHERE datname = '$DB'\"" | grep -q 1; then
  run "'$BIN/createdb' -h 127.0.0.1 -p $PORT -U postgres '$DB'" >&2
fi

echo "postgres://postgres@127.0.0.1:$PORT/$DB"
