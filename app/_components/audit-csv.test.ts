import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AuditRecord } from './audit';
import { AUDIT_CSV_COLUMNS, auditCsv, auditCsvFileName } from './audit-csv';

const record = (over: Partial<AuditRecord> = {}): AuditRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  seq: 7,
  occurredAt: '2026-03-04T10:20:30.000Z',
  actor: { kind: 'user', id: 'u1', label: 'alex@example.org' },
  requestId: 'req-1',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  action: 'pursuit.updated',
  target: { type: 'pursuit', id: 'p1' },
  changes: { title: ['Old, "quoted"', 'New'] },
  prevHash: null,
  hash: 'ab'.repeat(32),
  ...over,
});

describe('auditCsv', () => {
  it('writes the header and one parseable row per record, changes as JSON', () => {
    const csv = auditCsv([record()]);
    expect(csv.split('\r\n')[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(2);
    expect(rows[1]![AUDIT_CSV_COLUMNS.indexOf('action')]).toBe('pursuit.updated');
    expect(JSON.parse(rows[1]![AUDIT_CSV_COLUMNS.indexOf('changes')]!)).toEqual({ title: ['Old, "quoted"', 'New'] });
    expect(rows[1]![AUDIT_CSV_COLUMNS.indexOf('prevHash')]).toBe('');
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '=1\n+2'])(
    'neutralizes a formula: %j',
    (label) => {
      const csv = auditCsv([record({ actor: { kind: 'api_key', id: 'k1', label } })]);
      const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
      expect(rows[1]![AUDIT_CSV_COLUMNS.indexOf('actorLabel')]).toBe(`'${label}`);
    },
  );

  it('leaves ordinary text alone', () => {
    const rows = Papa.parse<string[]>(auditCsv([record()]), { skipEmptyLines: true }).data;
    expect(rows[1]![AUDIT_CSV_COLUMNS.indexOf('actorLabel')]).toBe('alex@example.org');
  });
});

describe('auditCsvFileName', () => {
  it('names the organization and the day', () => {
    expect(auditCsvFileName('acme', true, '2026-03-04')).toBe('audit-log-acme-2026-03-04.csv');
    expect(auditCsvFileName('acme', false, '2026-03-04')).toBe('audit-log-acme-test-2026-03-04.csv');
  });
});
