#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL (Debian, as root; `pnpm test` runs it on the
# embedded database; CI runs it here too, on Node 24: see .ci/run). Installs the
# `postgresql` package when missing, starts its cluster, creates a role and a database, then runs
# the server's tests (rstest.server.config.ts) with DATABASE_URL set. Each test file works in a schema of its own and
# drops it, so the script can be run again on the same machine. Exits non-zero if a test fails.
set -euo pipefail

cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
  echo "ci-postgres.sh : à lancer en root (apt-get, pg_ctlcluster, su postgres)." >&2
  exit 1
fi

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters --no-header | awk '{print $1, $2}' | grep -qx "$version main"; then
  pg_createcluster "$version" main
fi
if ! pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
  pg_ctlcluster "$version" main start
fi
port=$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')

role=lapm_ci
database=lapm_ci
password=lapm_ci_password
# Idempotent: creates the role and the database only when they are missing.
su postgres -c "psql -v ON_ERROR_STOP=1 -q -p $port -v role=$role -v password=$password -v database=$database" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', :'role', :'password')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'database', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'database') \gexec
SQL

echo "PostgreSQL $version sur le port $port : base $database prête."
# The attacks' bodies are drawn the same on both databases: the embedded pass hunts with 100 per
# endpoint; this one checks that 20 per endpoint, every endpoint, leave PostgreSQL unchanged too
# (200 here would add about ten minutes to CI). FUZZ_RUNS set by the caller wins.
DATABASE_URL="postgres://$role:$password@127.0.0.1:$port/$database" FUZZ_RUNS="${FUZZ_RUNS:-20}" \
  pnpm test:server
