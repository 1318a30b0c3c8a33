// The audit log as CSV (papaparse `unparse`): one row per record, `changes` as JSON. Cells a spreadsheet would run as
// a formula (starting with =, +, -, @, tab or CR) get a leading apostrophe.
import Papa from 'papaparse';
import type { AuditRecord } from './audit';

/** The most rows one export holds; the UI says when the filtered set is larger. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export const AUDIT_CSV_COLUMNS = [
  'occurredAt',
  'seq',
  'actorKind',
  'actorId',
  'actorLabel',
  'action',
  'targetType',
  'targetId',
  'ip',
  'userAgent',
  'requestId',
  'changes',
  'id',
  'prevHash',
  'hash',
] as const;

// papaparse's own `escapeFormulae: true` pattern ends in `.*$`, which misses a value with a line break after its
// first character; this one looks at the first character alone.
const FORMULA_START = /^[=+\-@\t\r]/;

export function auditCsv(records: AuditRecord[]): string {
  const data = records.map((r) => [
    r.occurredAt,
    r.seq,
    r.actor.kind,
    r.actor.id,
    r.actor.label,
    r.action,
    r.target.type,
    r.target.id,
    r.ip,
    r.userAgent,
    r.requestId,
    JSON.stringify(r.changes),
    r.id,
    r.prevHash,
    r.hash,
  ]);
  return Papa.unparse({ fields: [...AUDIT_CSV_COLUMNS], data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

/** `audit-log-acme-2026-03-04.csv`; a sandbox's export says `-test`. */
export const auditCsvFileName = (organizationSlug: string, livemode: boolean, day: string) =>
  `audit-log-${organizationSlug}${livemode ? '' : '-test'}-${day}.csv`;
