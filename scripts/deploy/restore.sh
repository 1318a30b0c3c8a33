#!/usr/bin/env bash
# Restores a backup made by backup.sh (docs/deployment.md#restore) into an empty database, and its files into an
# empty FILE_STORE_DIR when the backup has them. Create the database first (createdb, or `create database` in psql).
#
#   DATABASE_URL=postgres://…/gms_restored [FILE_STORE_DIR=/srv/gms/files] scripts/deploy/restore.sh /backups/gms-2026-11-27
#
# Then start the app on it with the same AUTH_SECRET and ENCRYPTION_KEY as the backed-up deployment, and restart every
# process that was running against the database (docs/operations.md: the cached totals' data versions).
set -euo pipefail
dir=${1:?usage: restore.sh BACKUP_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the empty database to restore into}"
[ -f "$dir/database.dump" ] || { echo "restore: no database.dump in $dir" >&2; exit 1; }
tables=$(psql "$DATABASE_URL" -Atc "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != 0 ]; then
  echo "restore: the database is not empty ($tables tables): restore into a new one" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" "$dir/database.dump"
if [ -f "$dir/files.tar.gz" ]; then
  : "${FILE_STORE_DIR:?the backup has files: set FILE_STORE_DIR to the (empty) directory to restore them into}"
  mkdir -p "$FILE_STORE_DIR"
  if [ -n "$(ls -A "$FILE_STORE_DIR")" ]; then
    echo "restore: FILE_STORE_DIR=$FILE_STORE_DIR is not empty" >&2
    exit 1
  fi
  tar -C "$FILE_STORE_DIR" -xzf "$dir/files.tar.gz"
  echo "restored $dir into the database and $FILE_STORE_DIR"
else
  echo "restored $dir into the database (the backup has no files)"
fi
