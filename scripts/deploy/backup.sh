#!/usr/bin/env bash
# Backs up a deployment (docs/deployment.md#backups): the PostgreSQL database as one pg_dump archive (custom format:
# every schema — the app's tables, the audit trail, the pg-boss job queues), and the file store when FILE_STORE_DIR
# names one. With DATABASE_URL the app keeps no files of its own today; a file store (a later release) is a
# directory that must be backed up with the database, so the script covers one whenever it is configured.
#
#   DATABASE_URL=postgres://… [FILE_STORE_DIR=/srv/gms/files] scripts/deploy/backup.sh /backups/gms-$(date +%F)
#
# Writes database.dump, files.tar.gz (when FILE_STORE_DIR is set) and manifest.txt into the directory, which must not
# exist yet or be empty. Runs while the app serves: pg_dump reads one consistent snapshot. Secrets are not in it:
# keep AUTH_SECRET and ENCRYPTION_KEY apart (without ENCRYPTION_KEY a restore cannot read webhook secrets or the
# queued emails).
set -euo pipefail
# The dump holds every organization's data: readable by the backup's owner only.
umask 077
out=${1:?usage: backup.sh OUTPUT_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
if [ -d "$out" ] && [ -n "$(ls -A "$out")" ]; then
  echo "backup: $out is not empty" >&2
  exit 1
fi
mkdir -p "$out"
pg_dump --format=custom --no-owner --no-privileges --file="$out/database.dump" "$DATABASE_URL"
files=none
if [ -n "${FILE_STORE_DIR:-}" ]; then
  if [ ! -d "$FILE_STORE_DIR" ]; then
    echo "backup: FILE_STORE_DIR=$FILE_STORE_DIR is not a directory" >&2
    exit 1
  fi
  tar -C "$FILE_STORE_DIR" -czf "$out/files.tar.gz" .
  files="files.tar.gz ($(find "$FILE_STORE_DIR" -type f | wc -l) files from $FILE_STORE_DIR)"
fi
{
  echo "created: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "database: database.dump ($(pg_restore --list "$out/database.dump" | grep -c ' TABLE DATA ') tables)"
  echo "files: $files"
  echo "migrations: $(find "$(dirname "$0")/../../db/migrations" -maxdepth 1 -name '*.sql' | wc -l) in the release that made it"
} > "$out/manifest.txt"
cat "$out/manifest.txt"
