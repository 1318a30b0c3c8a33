#!/usr/bin/env bash
# npm run deploy:verify — the production layout of docs/deployment.md, built on this machine and checked:
# PostgreSQL; two app instances (`npm start`, WORKER_MODE=off, TRUST_PROXY=true) started at once on an empty
# database; one worker (`npm run cli -- worker`); nginx terminating TLS (a self-signed certificate made here) in front
# of both; the shared rate limiter in Redis through the Upstash REST bridge; email through SMTP (the repository's mail
# sink); then a backup (scripts/deploy/backup.sh) restored (scripts/deploy/restore.sh) into a fresh database that a
# third instance serves. Prints each check with ✓ or ✗ and exits non-zero if any failed. Everything it starts runs in
# a temporary directory, on ports 4101–4125, 8480 and 8443, a throwaway database and Redis database 5
# (DEPLOY_VERIFY_REDIS_DB); all of it is stopped and removed on exit (DEPLOY_VERIFY_KEEP=1 keeps the directory).
#
# Needs: a full `npm ci` (the mail sink and the bridge are development packages), PostgreSQL on 127.0.0.1:5432
# reachable as `postgres` (DEPLOY_VERIFY_PG_URL), Redis on 127.0.0.1:6379, and nginx, openssl, curl, pg_dump.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD

APP1_PORT=4101 APP2_PORT=4102 RESTORED_PORT=4103 BRIDGE_PORT=4110 SMTP_PORT=4125 HTTP_PORT=8480 HTTPS_PORT=8443
REDIS_DB=${DEPLOY_VERIFY_REDIS_DB:-5}
PG_ADMIN_URL=${DEPLOY_VERIFY_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
APP_URL="https://localhost:$HTTPS_PORT"
started_at=$(date +%s)

PASSED=0 FAILED=0
pass() { printf '  ✓ %s\n' "$1"; PASSED=$((PASSED + 1)); }
fail() { printf '  ✗ %s\n' "$1"; FAILED=$((FAILED + 1)); }
# fatal MESSAGE: a failed step that the rest depends on.
fatal() {
  fail "$1"
  exit 1
}
section() { printf '\n%s\n' "$1"; }

# ---------------------------------------------------------------- what the machine must have
section "Preflight"
for tool in nginx openssl curl psql createdb dropdb pg_dump pg_restore redis-cli node npm setsid; do
  command -v "$tool" >/dev/null 2>&1 || fatal "$tool is not installed (nginx: apt-get install nginx)"
done
[ -x "$(command -v nginx)" ] && NGINX=$(command -v nginx)
for pkg in smtp-server ioredis next; do
  [ -d "node_modules/$pkg" ] || fatal "node_modules/$pkg is missing: run npm ci (the full install; the quick start leaves out development packages)"
done
psql "$PG_ADMIN_URL" -Atqc 'select 1' >/dev/null 2>&1 || fatal "PostgreSQL does not answer at $PG_ADMIN_URL"
redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 || fatal "Redis does not answer at 127.0.0.1:6379"
for port in $APP1_PORT $APP2_PORT $RESTORED_PORT $BRIDGE_PORT $SMTP_PORT $HTTP_PORT $HTTPS_PORT; do
  if (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fatal "port $port is in use"; fi
done
if [ ! -f .next/BUILD_ID ]; then
  echo "  no production build in .next: npm run build"
  build_log=$(mktemp /tmp/gms-deploy-verify-build.XXXXXX)
  npm run build >"$build_log" 2>&1 || fatal "npm run build failed ($build_log)"
fi
pass "tools, PostgreSQL, Redis, free ports and a production build ($(cat .next/BUILD_ID))"
started_at=$(date +%s) # the checks' own time, without a build

# ---------------------------------------------------------------- the temporary layout, and its removal on exit
TMP=$(mktemp -d /tmp/gms-deploy.XXXXXX)
chmod 755 "$TMP" # nginx's workers (user nobody) write their temporary files below it
DB_NAME="gms_deploy_$(basename "$TMP" | cut -d. -f2 | tr 'A-Z' 'a-z')"
RESTORED_DB="${DB_NAME}_restored"
PIDS=()
cleanup() {
  local status=$?
  [ -f "$TMP/nginx/run/nginx.pid" ] && kill -QUIT "$(cat "$TMP/nginx/run/nginx.pid")" 2>/dev/null
  # Each process was started in a session of its own (setsid): its id is its process group's.
  for pid in "${PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
  for _ in $(seq 1 100); do
    local alive=0
    for pid in "${PIDS[@]}"; do kill -0 -- "-$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.2
  done
  for pid in "${PIDS[@]}"; do kill -KILL -- "-$pid" 2>/dev/null; done
  for db in "$DB_NAME" "$RESTORED_DB"; do
    psql "$PG_ADMIN_URL" -qc "drop database if exists $db with (force)" >/dev/null 2>&1
  done
  redis-cli -h 127.0.0.1 -p 6379 -n "$REDIS_DB" flushdb >/dev/null 2>&1
  if [ "$status" != 0 ] || [ "$FAILED" != 0 ] || [ "${DEPLOY_VERIFY_KEEP:-}" = 1 ]; then
    echo "Logs and configuration kept in $TMP"
  else
    rm -rf "$TMP"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# start NAME CMD…: runs CMD in a session of its own, output in $TMP/logs/NAME.log.
start() {
  local name=$1
  shift
  setsid "$@" >"$TMP/logs/$name.log" 2>&1 </dev/null &
  PIDS+=($!)
}
# wait_for SECONDS CMD…: until CMD succeeds.
wait_for() {
  local deadline=$(($(date +%s) + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    [ "$(date +%s)" -ge $deadline ] && return 1
    sleep 0.5
  done
}
healthy() { curl -fsS "http://127.0.0.1:$1/api/v1/health" | grep -q '"status":"ok"'; }
# json FIELD: that field of the last JSON line on stdin.
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const o=JSON.parse(s.trim().split("\n").pop());const v=o[process.argv[1]];process.stdout.write(typeof v==="object"?JSON.stringify(v):String(v))})' "$1"; }
cli() { npm run --silent cli -- "$@" 2>>"$TMP/logs/cli.log"; }
https() { curl -sS --cacert "$TMP/tls/cert.pem" --resolve "localhost:$HTTPS_PORT:127.0.0.1" "$@"; }
mkdir -p "$TMP/logs" "$TMP/tls" "$TMP/nginx/run" "$TMP/nginx/logs" "$TMP/mail"

# ---------------------------------------------------------------- configuration: one environment file, as in production
section "Configuration"
psql "$PG_ADMIN_URL" -qc "create database $DB_NAME" >/dev/null || fatal "could not create database $DB_NAME"
UPSTASH_TOKEN=$(openssl rand -hex 24)
DATABASE_URL=${PG_ADMIN_URL%/*}/$DB_NAME
install -m 600 /dev/null "$TMP/gms.env" # the secrets are never readable by others, not even for a moment
cat >"$TMP/gms.env" <<ENV
NODE_ENV=production
DATABASE_URL=$DATABASE_URL
AUTH_SECRET=$(openssl rand -base64 32)
ENCRYPTION_KEY=$(openssl rand -base64 32)
APP_URL=$APP_URL
HOSTNAME=127.0.0.1
TRUST_PROXY=true
WORKER_MODE=off
UPSTASH_REDIS_REST_URL=http://127.0.0.1:$BRIDGE_PORT
UPSTASH_REDIS_REST_TOKEN=$UPSTASH_TOKEN
SMTP_URL=smtp://127.0.0.1:$SMTP_PORT
EMAIL_FROM="Grant Management Service <grants@localhost>"
LOG_LEVEL=info
NEXT_TELEMETRY_DISABLED=1
STORAGE_DIR=$TMP/files
ENV
set -a
# shellcheck disable=SC1091
. "$TMP/gms.env"
set +a
pass "database $DB_NAME (empty), secrets from openssl rand, environment file $TMP/gms.env"

openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$TMP/tls/key.pem" -out "$TMP/tls/cert.pem" >/dev/null 2>&1 || fatal "openssl could not make a certificate"
pass "self-signed TLS certificate for localhost (openssl req -x509)"

# ---------------------------------------------------------------- services the app uses
section "Services"
start mail-sink npx tsx e2e/fixtures/mail-sink-server.ts --port "$SMTP_PORT" --dir "$TMP/mail"
start upstash-bridge npx tsx scripts/upstash-bridge.ts --port "$BRIDGE_PORT" \
  --redis "redis://127.0.0.1:6379/$REDIS_DB" --token "$UPSTASH_TOKEN"
wait_for 60 grep -q 'listening' "$TMP/logs/mail-sink.log" || fatal "the mail sink did not start ($TMP/logs/mail-sink.log)"
wait_for 60 grep -q 'UPSTASH_REDIS_REST_URL=' "$TMP/logs/upstash-bridge.log" ||
  fatal "the Upstash bridge did not start ($TMP/logs/upstash-bridge.log)"
pass "SMTP on 127.0.0.1:$SMTP_PORT (mail sink), Upstash REST bridge on :$BRIDGE_PORT → Redis database $REDIS_DB"

# ---------------------------------------------------------------- two instances at once on the empty database
section "Two app instances, started at the same moment on the empty database"
start app1 env PORT=$APP1_PORT npm start
start app2 env PORT=$APP2_PORT npm start
t0=$(date +%s)
if wait_for 180 healthy $APP1_PORT && wait_for 60 healthy $APP2_PORT; then
  pass "both answer /api/v1/health 200 (database ok, rate limiter ok) after $(($(date +%s) - t0)) s"
else
  fatal "an instance did not come up (logs: $TMP/logs/app1.log, app2.log)"
fi
journal=$(grep -c '"tag"' db/migrations/meta/_journal.json)
applied=$(psql "$DATABASE_URL" -Atc 'select count(*) from drizzle.__drizzle_migrations')
if [ "$applied" = "$journal" ]; then
  pass "migrations applied once: $applied of $journal, the instances took turns on the advisory lock"
else
  fail "migrations: $applied rows in drizzle.__drizzle_migrations, $journal in the journal"
fi
limiter=$(curl -fsS "http://127.0.0.1:$APP1_PORT/api/v1/health" | json checks)
if [[ $limiter == *'"rateLimiter":"ok"'* ]]; then pass "health reports the shared rate limiter: $limiter"; else fail "health checks: $limiter"; fi
if grep -q "Email:    smtp://127.0.0.1:$SMTP_PORT, from Grant Management Service <grants@localhost> (sent by the \`npm run cli -- worker\` processes)" "$TMP/logs/app1.log"; then
  pass "the start banner names the SMTP server and who sends (the worker)"
else
  fail "the start banner's Email line (see $TMP/logs/app1.log)"
fi

# ---------------------------------------------------------------- the worker
section "Worker"
start worker npm run cli -- worker
if wait_for 90 grep -q "running; SIGTERM" "$TMP/logs/worker.log"; then
  pass "npm run cli -- worker is running (webhook relay and deliveries, the email outbox, the schedules)"
else
  fatal "the worker did not start ($TMP/logs/worker.log)"
fi

# ---------------------------------------------------------------- nginx
section "nginx (TLS, two upstreams)"
sed -e "s|@RUN@|$TMP/nginx/run|g" -e "s|@LOGS@|$TMP/nginx/logs|g" \
  -e "s|@APP1_PORT@|$APP1_PORT|g" -e "s|@APP2_PORT@|$APP2_PORT|g" \
  -e "s|@HTTP_LISTEN@|127.0.0.1:$HTTP_PORT|g" -e "s|@HTTPS_LISTEN@|127.0.0.1:$HTTPS_PORT|g" \
  -e "s|@SERVER_NAME@|localhost|g" -e "s|@APP_URL@|$APP_URL|g" \
  -e "s|@TLS_CERT@|$TMP/tls/cert.pem|g" -e "s|@TLS_KEY@|$TMP/tls/key.pem|g" \
  scripts/deploy/nginx.conf >"$TMP/nginx/nginx.conf"
"$NGINX" -t -p "$TMP/nginx/" -c "$TMP/nginx/nginx.conf" -e "$TMP/nginx/logs/error.log" >"$TMP/logs/nginx-test.log" 2>&1 ||
  fatal "nginx -t refused the configuration ($TMP/logs/nginx-test.log)"
start nginx "$NGINX" -p "$TMP/nginx/" -c "$TMP/nginx/nginx.conf" -e "$TMP/nginx/logs/error.log" -g 'daemon off;'
wait_for 20 https -f "https://localhost:$HTTPS_PORT/api/v1/health?probe=live" ||
  fatal "nginx does not answer on https://localhost:$HTTPS_PORT ($TMP/nginx/logs/error.log)"
headers=$(https -D - -o /dev/null "https://localhost:$HTTPS_PORT/api/v1/health")
if grep -qi '^strict-transport-security: max-age=31536000' <<<"$headers" && grep -q '^HTTP/2 200' <<<"$headers"; then
  pass "https://localhost:$HTTPS_PORT: TLS verified against the certificate, HTTP/2, Strict-Transport-Security (APP_URL is https)"
else
  fail "TLS answer: $(head -1 <<<"$headers")"
fi
redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$HTTP_PORT/login")
if [ "$redirect" = "301 $APP_URL/login" ]; then pass "http://…:$HTTP_PORT redirects to $APP_URL"; else fail "http redirect: $redirect"; fi

before=$(wc -l <"$TMP/nginx/logs/access.log")
for _ in $(seq 1 20); do https -o /dev/null "https://localhost:$HTTPS_PORT/api/v1/health?probe=live"; done
spread=$(tail -n +"$((before + 1))" "$TMP/nginx/logs/access.log" | grep -o 'upstream=[0-9.:]*' | sort | uniq -c |
  awk '{printf "%s%s %s", (NR>1?", ":""), $1, substr($2,10)}')
if [[ $spread == *":$APP1_PORT"* && $spread == *":$APP2_PORT"* ]]; then
  pass "20 requests through nginx went to both instances: $spread"
else
  fail "requests were not spread over both instances: $spread"
fi

# ---------------------------------------------------------------- data, made with the CLI as an operator would
section "Data (the operator CLI against the shared database, while everything runs)"
install -m 600 /dev/null "$TMP/seed.json" # holds the demo owner's password
cli seed --demo --json >"$TMP/seed.json" || fatal "cli seed --demo failed ($TMP/logs/cli.log)"
DEMO_EMAIL=$(json email <"$TMP/seed.json")
DEMO_KEY=$(cli api-key create --org demo --name "Before the backup" --json | json key)
ALLOW_KEY=$(cli api-key create --org demo --name "Only from 127.0.0.2" --allowed-ips 127.0.0.2/32 --json | json key)
cli org create --name "Rate check" --slug rate-check --plan basic --json >/dev/null
RATE_KEY=$(cli api-key create --org rate-check --name "Rate check" --json | json key)
if [[ $DEMO_KEY == gms_live_* && $ALLOW_KEY == gms_live_* && $RATE_KEY == gms_live_* ]]; then
  pass "demo organization seeded; 3 API keys (one allowed from 127.0.0.2 only); a basic-plan organization"
else
  fatal "the CLI did not make the data ($TMP/logs/cli.log)"
fi

# ---------------------------------------------------------------- the client's address, through the proxy
section "Client address (TRUST_PROXY=true behind nginx)"
status() { https -o /dev/null -w '%{http_code}' "$@"; }
from2=$(status --interface 127.0.0.2 "https://localhost:$HTTPS_PORT/api/v1/missions" -H "X-API-Key: $ALLOW_KEY")
from1=$(status "https://localhost:$HTTPS_PORT/api/v1/missions" -H "X-API-Key: $ALLOW_KEY")
forged=$(status "https://localhost:$HTTPS_PORT/api/v1/missions" -H "X-API-Key: $ALLOW_KEY" -H "X-Forwarded-For: 127.0.0.2")
if [ "$from2" = 200 ] && [ "$from1" = 403 ] && [ "$forged" = 403 ]; then
  pass "the app sees the caller's own address: a key allowed from 127.0.0.2 answers 200 from there, 403 from 127.0.0.1, 403 with a forged X-Forwarded-For: 127.0.0.2"
else
  fail "client address: from 127.0.0.2 → $from2 (want 200), from 127.0.0.1 → $from1 (403), forged → $forged (403)"
fi

# ---------------------------------------------------------------- a document upload through nginx
section "Documents (a 20 MiB upload through nginx, streamed to an instance)"
DOC_KEY=$(cli api-key create --org demo --name "Documents" --permissions VIEW_DOCUMENTS,MANAGE_DOCUMENTS --json | json key)
{ printf '%%PDF-1.4\n'; head -c $((20 * 1024 * 1024)) /dev/urandom; printf '\n%%%%EOF\n'; } >"$TMP/upload.pdf"
uploaded=$(https -sS -X POST "https://localhost:$HTTPS_PORT/api/v1/documents" -H "X-API-Key: $DOC_KEY" \
  -F "file=@$TMP/upload.pdf;filename=annual-report.pdf" -F title="Annual report")
DOC_ID=$(json id <<<"$uploaded" 2>/dev/null || true)
DOC_SHA=$(sha256sum "$TMP/upload.pdf" | cut -d' ' -f1)
got=$(https -sS "https://localhost:$HTTPS_PORT/api/v1/documents/$DOC_ID/content" -H "X-API-Key: $DOC_KEY" | sha256sum | cut -d' ' -f1)
if [ -n "$DOC_ID" ] && [ "$got" = "$DOC_SHA" ]; then
  pass "a 20 MiB PDF uploaded through nginx (past its 2 MiB default for other bodies) and downloaded, byte for byte"
else
  fail "document upload through nginx: $(head -c 300 <<<"$uploaded")"
fi

# ---------------------------------------------------------------- one rate limit for both instances
section "Shared rate limiter (Redis database $REDIS_DB through the bridge)"
# The limit is a sliding window over clock minutes: a burst that straddled a minute's end would be judged partly by
# the next window, so it starts early in a minute. Four at a time: on a loaded machine a burst of 120 at once makes
# Redis answer later than the limiter waits (1 s), and the limiter then lets requests through (fail open, logged).
second=$((10#$(date +%S)))
[ "$second" -gt 20 ] && sleep $((61 - second))
minute=$(date +%H%M)
open_before=$(cat "$TMP/logs/app1.log" "$TMP/logs/app2.log" | grep -c 'rate limiter unavailable')
read -r ok limited < <(node -e '
  const [key, ...ports] = process.argv.slice(1);
  const get = (i) => fetch(`http://127.0.0.1:${ports[i % 2]}/api/v1/missions?limit=1`, { headers: { "X-API-Key": key } })
    .then(async (r) => (await r.arrayBuffer(), r.status));
  (async () => {
    const codes = [];
    for (let i = 0; i < 120; i += 4) codes.push(...(await Promise.all([i, i + 1, i + 2, i + 3].map(get))));
    console.log(codes.filter((x) => x === 200).length, codes.filter((x) => x === 429).length);
  })();' "$RATE_KEY" $APP1_PORT $APP2_PORT)
[ "$minute" = "$(date +%H%M)" ] || echo "  (the burst crossed a minute's end: the next window judged part of it)"
opened=$(($(cat "$TMP/logs/app1.log" "$TMP/logs/app2.log" | grep -c 'rate limiter unavailable') - open_before))
[ "$opened" = 0 ] || echo "  (Redis answered too slowly $opened times: the limiter failed open)"
keys=$(redis-cli -h 127.0.0.1 -p 6379 -n "$REDIS_DB" dbsize)
if [ "$ok" = 100 ] && [ "$limited" = 20 ] && [ "$keys" -gt 0 ]; then
  pass "120 requests alternating between the two instances: $ok answered, $limited refused with 429 — one basic-plan limit (100/min) counted in Redis ($keys keys), not 100 per instance"
else
  fail "rate limit: $ok answered, $limited refused (want 100 and 20), $keys Redis keys"
fi

# ---------------------------------------------------------------- a job that only the worker can do
section "Email through the worker"
sent_before=$(grep -c '"msg":"email sent"' "$TMP/logs/worker.log")
answer=$(https -X POST "https://localhost:$HTTPS_PORT/api/trpc/account.requestPasswordReset" \
  -H 'Content-Type: application/json' -H "Origin: $APP_URL" -d "{\"email\":\"$DEMO_EMAIL\"}" -o /dev/null -w '%{http_code}')
t0=$(date +%s)
# The one message in the sink, parsed as a mail client would (mailparser): To, Subject and the link in its text.
read_mail() {
  local file
  file=$(find "$TMP/mail" -name '*.eml' | head -1)
  [ -n "$file" ] && node --input-type=module -e '
    import fs from "node:fs";
    import { simpleParser } from "mailparser";
    const m = await simpleParser(fs.readFileSync(process.argv[1]));
    const link = (m.text.match(/https?:\/\/\S+\/reset-password\/\S+/) ?? [""])[0];
    console.log(JSON.stringify({ to: m.to?.text, subject: m.subject, link }));' "$file"
}
if [ "$answer" = 200 ] && wait_for 90 read_mail; then
  mail=$(read_mail)
  if [[ $mail == *"\"to\":\"$DEMO_EMAIL\""* && $mail == *'"subject":"Reset your password"'* && $mail == *"\"link\":\"$APP_URL/reset-password/"* ]] &&
    [ "$(grep -c '"msg":"email sent"' "$TMP/logs/worker.log")" -gt "$sent_before" ] &&
    ! grep -q '"msg":"email sent"' "$TMP/logs/app1.log" "$TMP/logs/app2.log"; then
    pass "a password reset asked through nginx was queued by an instance and sent by the worker over SMTP in $(($(date +%s) - t0)) s: \"Reset your password\" to $DEMO_EMAIL, its link on $APP_URL"
  else
    fail "the reset email or the worker's log is not as expected: $mail"
  fi
else
  fail "no password reset email arrived (answer: $answer; $TMP/logs/worker.log)"
fi

# ---------------------------------------------------------------- backup → restore → a third instance
section "Backup and restore"
export FILE_STORE_DIR="$TMP/files" # STORAGE_DIR: the documents' files, backed up with the rows that name them
COUNTS_SQL="select string_agg(format('%s %s', t.table_name,
  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', t.table_name), false, true, '')))[1]::text), ', ' order by t.table_name)
  from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'"
https -f "https://localhost:$HTTPS_PORT/api/v1/pursuits?limit=100" -H "X-API-Key: $DEMO_KEY" >"$TMP/pursuits.before.json"
https -f "https://localhost:$HTTPS_PORT/api/v1/missions?limit=100" -H "X-API-Key: $DEMO_KEY" >"$TMP/missions.before.json"
# Counted before and after the dump: equal, nothing changed in between, so the dump holds exactly these counts.
for attempt in 1 2 3; do
  rm -rf "$TMP/backup"
  counts_before=$(psql "$DATABASE_URL" -Atc "$COUNTS_SQL")
  scripts/deploy/backup.sh "$TMP/backup" >"$TMP/logs/backup.log" 2>&1 || fatal "backup.sh failed ($TMP/logs/backup.log)"
  [ "$counts_before" = "$(psql "$DATABASE_URL" -Atc "$COUNTS_SQL")" ] && break
  [ $attempt = 3 ] && fatal "the data kept changing during three backups"
done
pass "backup.sh while everything runs: $(tr '\n' ';' <"$TMP/logs/backup.log" | sed 's/;$//; s/;/; /g')"
psql "$PG_ADMIN_URL" -qc "create database $RESTORED_DB" >/dev/null || fatal "could not create $RESTORED_DB"
RESTORED_URL=${PG_ADMIN_URL%/*}/$RESTORED_DB
if DATABASE_URL=$RESTORED_URL FILE_STORE_DIR="$TMP/files-restored" scripts/deploy/restore.sh "$TMP/backup" >"$TMP/logs/restore.log" 2>&1; then
  pass "restore.sh into the new database $RESTORED_DB"
else
  fatal "restore.sh failed ($TMP/logs/restore.log)"
fi
counts_restored=$(psql "$RESTORED_URL" -Atc "$COUNTS_SQL")
tables=$(tr ',' '\n' <<<"$counts_restored" | wc -l)
if [ "$counts_restored" = "$counts_before" ]; then
  pick() { tr ',' '\n' <<<"$counts_restored" | sed 's/^ //' | grep -E "^($1) " | paste -sd, | sed 's/,/, /g'; }
  pass "the restored database has the same row count in each of its $tables tables ($(pick 'organizations|users|api_keys|missions|pursuits|audit_records'), …)"
else
  fail "row counts differ: before the backup [$counts_before], restored [$counts_restored]"
fi
if diff -r "$TMP/files" "$TMP/files-restored" >/dev/null; then pass "the file store came back file for file"; else fail "the restored files differ"; fi
start restored env PORT=$RESTORED_PORT DATABASE_URL="$RESTORED_URL" STORAGE_DIR="$TMP/files-restored" npm start
if wait_for 120 healthy $RESTORED_PORT; then
  curl -fsS "http://127.0.0.1:$RESTORED_PORT/api/v1/pursuits?limit=100" -H "X-API-Key: $DEMO_KEY" >"$TMP/pursuits.after.json"
  curl -fsS "http://127.0.0.1:$RESTORED_PORT/api/v1/missions?limit=100" -H "X-API-Key: $DEMO_KEY" >"$TMP/missions.after.json"
  n=$(json data <"$TMP/pursuits.after.json" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).length')
  if cmp -s "$TMP/pursuits.before.json" "$TMP/pursuits.after.json" && cmp -s "$TMP/missions.before.json" "$TMP/missions.after.json" && [ "$n" -gt 0 ]; then
    pass "an instance on the restored database answers the key made before the backup with the same pursuits ($n) and missions, byte for byte"
  else
    fail "the restored instance answers differently (compare $TMP/pursuits.before.json and .after.json)"
  fi
  restored_sha=$(curl -fsS "http://127.0.0.1:$RESTORED_PORT/api/v1/documents/$DOC_ID/content" -H "X-API-Key: $DOC_KEY" |
    sha256sum | cut -d' ' -f1)
  if [ "$restored_sha" = "$DOC_SHA" ]; then
    pass "the restored instance serves the document uploaded before the backup, from the restored files, byte for byte"
  else
    fail "the restored instance does not serve the document uploaded before the backup"
  fi
else
  fail "no instance came up on the restored database ($TMP/logs/restored.log)"
fi

# ---------------------------------------------------------------- done
section "Summary"
printf '  %s checks in %s s (without the build); everything it started is stopped and its databases dropped on exit\n' \
  "$((PASSED + FAILED))" "$(($(date +%s) - started_at))"
printf 'deploy:verify: %d passed, %d failed\n' "$PASSED" "$FAILED"
[ "$FAILED" = 0 ]
