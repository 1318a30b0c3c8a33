// Reading expense exports: a real bank export's quirks (BOM, CRLF, quoted commas and quotes), every amount and date
// form, every refusal with its row and column, a 10,000-row file, and amounts read back exactly as cents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_CENTS,
  parseAmountCents,
  parseExpenseCsv,
  parseExpenseCsvStream,
  parseExpenseDate,
  type ExpenseCsvResult,
} from './expense-csv';

/** The same bytes as a stream, in chunks small enough to split a BOM, a quote or a multi-byte character. */
async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** Both readers, on the same bytes, agree; the result is theirs. */
async function readBoth(input: Buffer | string): Promise<ExpenseCsvResult> {
  const whole = parseExpenseCsv(input);
  expect(await parseExpenseCsvStream(inChunks(Buffer.from(input), 7))).toEqual(whole);
  return whole;
}

const BANK_EXPORT = Buffer.from(
  '\uFEFF' +
    [
      'Date,Description,Amount,Vendor,Reference,Category',
      '03/02/2026,"Lab supplies, March",-1234.56,"Fisher Scientific, Inc.",CHK 10442,Supplies',
      '3/5/2026,"Travel: ""Site visit"" to Tucson",($412.80),Southwest Airlines,,Travel',
      '2026-03-09,Refund — café deposit,"$1,000.00",Café Olé,REF-7,',
      '',
      '03/31/2026,"Multi-line',
      'memo",12,Payroll,PR-31,Personnel',
    ].join('\r\n') +
    '\r\n',
);

describe('parseExpenseCsv', () => {
  it('reads a bank export with a BOM, CRLF, quoted commas, doubled quotes, a blank row and a line break in a cell', async () => {
    expect(await readBoth(BANK_EXPORT)).toEqual({
      rows: [
        {
          row: 2,
          date: '2026-03-02',
          amountCents: -123456,
          description: 'Lab supplies, March',
          vendor: 'Fisher Scientific, Inc.',
          reference: 'CHK 10442',
          category: 'Supplies',
        },
        {
          row: 3,
          date: '2026-03-05',
          amountCents: -41280,
          description: 'Travel: "Site visit" to Tucson',
          vendor: 'Southwest Airlines',
          category: 'Travel',
        },
        {
          row: 4,
          date: '2026-03-09',
          amountCents: 100000,
          description: 'Refund — café deposit',
          vendor: 'Café Olé',
          reference: 'REF-7',
        },
        // Row 5 is blank; a spreadsheet shows the two-line cell as one row, 6.
        {
          row: 6,
          date: '2026-03-31',
          amountCents: 1200,
          description: 'Multi-line\r\nmemo',
          vendor: 'Payroll',
          reference: 'PR-31',
          category: 'Personnel',
        },
      ],
      errors: [],
    });
  });

  it('matches column names whatever their case, spacing or order, budget line ids included', async () => {
    const csv = ' AMOUNT ,Budget Line ID,date\n"1,234",bl_01,2026-01-02\n';
    expect(await readBoth(csv)).toEqual({
      rows: [{ row: 2, date: '2026-01-02', amountCents: 123400, budgetLineId: 'bl_01' }],
      errors: [],
    });
  });

  it('reads each amount and date form through a file', async () => {
    const lines = [
      ['1234.56', '2026-03-31', 123456],
      ['"$1,234.56"', '03/31/2026', 123456],
      ['-12.00', '3/31/2026', -1200],
      ['"(1,234.56)"', '2/29/2028', -123456],
      ['"1,234"', '12/1/2026', 123400],
    ] as const;
    const csv = ['date,amount', ...lines.map(([amount, date]) => `${date},${amount}`)].join('\n');
    const { rows, errors } = await readBoth(csv);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.date, r.amountCents])).toEqual([
      ['2026-03-31', 123456],
      ['2026-03-31', 123456],
      ['2026-03-31', -1200],
      ['2028-02-29', -123456],
      ['2026-12-01', 123400],
    ]);
  });

  describe('refusals', () => {
    it('refuses binary input as a single error: NUL bytes, invalid or cut-off UTF-8, a NUL or lone surrogate in a string', async () => {
      const notText = {
        rows: [],
        errors: [{ row: 0, column: '', message: 'the file is not UTF-8 text (binary data?)' }],
      };
      const nul = Buffer.concat([Buffer.from('date,amount\n2026-01-01,1\n'), Buffer.from([0, 1, 2, 0])]);
      const latin1 = Buffer.from('date,amount,vendor\n2026-01-01,1,Caf\xe9\n', 'latin1');
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const cutShort = Buffer.from('date,amount,vendor\n2026-01-01,1,Caf\u00e9').subarray(0, -1);
      for (const input of [nul, latin1, png, cutShort, 'date,amount\n2026-01-01,1\u0000\n']) {
        expect(await readBoth(input)).toEqual(notText);
      }
      // A string can hold what no UTF-8 file can: half a surrogate pair.
      expect(parseExpenseCsv('date,amount,vendor\n2026-01-01,1,\ud800\n')).toEqual(notText);
    });

    it('refuses an empty file and a header without rows', async () => {
      for (const empty of ['', '\uFEFF', '\r\n\r\n', ' , \n']) {
        expect(await readBoth(empty)).toEqual({
          rows: [],
          errors: [{ row: 0, column: '', message: 'the file is empty: expected a header row and expense rows' }],
        });
      }
      for (const headerOnly of ['date,amount', 'date,amount\r\n', 'date,amount\n\n,\n']) {
        expect(await readBoth(headerOnly)).toEqual({
          rows: [],
          errors: [{ row: 0, column: '', message: 'the file has a header but no expense rows' }],
        });
      }
    });

    it('refuses a header with an unknown, unnamed, repeated or missing column, naming each and reading no row', async () => {
      expect(await readBoth('Date,Amount,Memo,\n2026-01-01,1,x,\n')).toEqual({
        rows: [],
        errors: [
          { row: 1, column: 'Memo', message: 'unknown column "Memo"' },
          { row: 1, column: '', message: 'column 4 has no name' },
        ],
      });
      expect(await readBoth('date,amount,DATE\n2026-01-01,1,2026-01-02\n')).toEqual({
        rows: [],
        errors: [{ row: 1, column: 'DATE', message: 'column "DATE" appears twice' }],
      });
      expect(await readBoth('vendor,amount\nAcme,1\n')).toEqual({
        rows: [],
        errors: [{ row: 1, column: 'date', message: 'missing column "date"' }],
      });
      expect(await readBoth('date,vendor\n2026-01-01,Acme\n')).toEqual({
        rows: [],
        errors: [{ row: 1, column: 'amount', message: 'missing column "amount"' }],
      });
    });

    it('reports every bad row with its row and column, and keeps only the good rows', async () => {
      const csv = [
        'Date,Amount,Vendor',
        '2026-02-30,10.00,Acme', // 2: no such day
        '2026-03-01,12.345,Acme', // 3: three decimals
        '31/03/2026,"1,23",Acme', // 4: day first; a decimal comma
        '2026-03-02,5.00,Acme', // 5: fine
        ',,Acme', // 6: both required cells empty
        '2026-03-03,100000000000.01,Acme', // 7: beyond the limit
        '2026-03-04,7,Acme,extra', // 8: a value past the last column
        '2026-03-05,-100000000000.00,Acme,', // 9: fine (at the limit; an empty trailing cell)
      ].join('\r\n');
      expect(await readBoth(csv)).toEqual({
        rows: [
          { row: 5, date: '2026-03-02', amountCents: 500, vendor: 'Acme' },
          { row: 9, date: '2026-03-05', amountCents: -MAX_AMOUNT_CENTS, vendor: 'Acme' },
        ],
        errors: [
          { row: 2, column: 'Date', message: '"2026-02-30" is not a date (YYYY-MM-DD or MM/DD/YYYY)' },
          { row: 3, column: 'Amount', message: '"12.345" has more than 2 decimal places' },
          { row: 4, column: 'Date', message: '"31/03/2026" is not a date (YYYY-MM-DD or MM/DD/YYYY)' },
          {
            row: 4,
            column: 'Amount',
            message: '"1,23" is not an amount (e.g. 1234.56, $1,234.56, -12.00 or (1,234.56))',
          },
          { row: 6, column: 'Date', message: 'date is required' },
          { row: 6, column: 'Amount', message: 'amount is required' },
          { row: 7, column: 'Amount', message: '"100000000000.01" is beyond ±$100,000,000,000.00' },
          { row: 8, column: '', message: 'has 4 fields; the header has 3' },
        ],
      });
    });

    it('refuses malformed CSV at the row where it breaks (keeping a stray quote as text), without quoting the parser', async () => {
      expect(await readBoth('date,amount\n2026-01-01,1\n2026-01-02,"2\n')).toEqual({
        rows: [{ row: 2, date: '2026-01-01', amountCents: 100 }],
        errors: [{ row: 3, column: '', message: 'malformed CSV: a quoted field is never closed' }],
      });
      // A stray quote inside a cell that does not start with one is text, as a spreadsheet reads it.
      expect(await readBoth('date,amount,description\n2026-01-01,1,5" pipe\n')).toEqual({
        rows: [{ row: 2, date: '2026-01-01', amountCents: 100, description: '5" pipe' }],
        errors: [],
      });
    });

    it('cuts a huge cell short in its error message', () => {
      const { errors } = parseExpenseCsv(`date,amount\n2026-01-01,${'9'.repeat(100_000)}\n`);
      expect(errors).toEqual([
        { row: 2, column: 'amount', message: `"${'9'.repeat(40)}…" is beyond ±$100,000,000,000.00` },
      ]);
    });
  });

  it('reads a 10,000-row export', async () => {
    const lines = ['Date,Amount,Vendor,Description,Reference,Budget Line ID'];
    let total = 0;
    for (let i = 0; i < 10_000; i++) {
      const cents = (i * 7919) % 1_000_000;
      total += cents;
      const amount = `"$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}"`;
      lines.push(`${(i % 12) + 1}/${(i % 28) + 1}/2026,${amount},"Vendor ${i}, LLC",Item ${i},R-${i},bl-${i % 9}`);
    }
    const csv = Buffer.from(lines.join('\r\n'));
    const started = performance.now();
    const { rows, errors } = parseExpenseCsv(csv);
    const syncMs = performance.now() - started;
    const streamStarted = performance.now();
    const streamed = await parseExpenseCsvStream(inChunks(csv, 64 * 1024));
    const streamMs = performance.now() - streamStarted;
    console.log(
      `expense CSV: 10,000 rows (${csv.length} bytes) in ${syncMs.toFixed(0)} ms, streamed in ${streamMs.toFixed(0)} ms`,
    );
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(10_000);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(total);
    expect(rows.at(-1)).toEqual({
      row: 10_001,
      date: '2026-04-04',
      amountCents: (9999 * 7919) % 1_000_000,
      vendor: 'Vendor 9999, LLC',
      description: 'Item 9999',
      reference: 'R-9999',
      budgetLineId: 'bl-0',
    });
    expect(streamed).toEqual({ rows, errors });
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['1234.56', 123456],
    ['$1,234.56', 123456],
    ['-12.00', -1200],
    ['-$12.00', -1200],
    ['(1,234.56)', -123456],
    ['($1,234.56)', -123456],
    ['1,234', 123400],
    ['1,234,567.8', 123456780],
    ['.50', 50],
    ['7.', 700],
    ['0', 0],
    ['(0.00)', 0],
    ['-0', 0],
    ['  42.10 ', 4210],
    ['000123.45', 12345],
    ['100000000000.00', MAX_AMOUNT_CENTS],
    ['(100,000,000,000.00)', -MAX_AMOUNT_CENTS],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseAmountCents(text)).toEqual({ cents });
  });

  it.each([
    ['1.234', 'has more than 2 decimal places'],
    ['12.500', 'has more than 2 decimal places'],
    ['100000000000.01', 'is beyond ±$100,000,000,000.00'],
    ['-999999999999999999999999', 'is beyond ±$100,000,000,000.00'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseAmountCents(text)).toEqual({ error });
  });

  it.each([
    '',
    '$',
    '.',
    '-',
    '()',
    'abc',
    '1,23',
    '12,34.00',
    '1234,567',
    '(12.00',
    '12.00)',
    '-(12.00)',
    '$-12',
    '1 234',
    '€12',
    '1e5',
    '0x10',
    '+12',
    '1.2.3',
  ])('refuses %j as not an amount', (text) => {
    expect(parseAmountCents(text)).toEqual({
      error: 'is not an amount (e.g. 1234.56, $1,234.56, -12.00 or (1,234.56))',
    });
  });

  it('reads back any cents formatted as $1,234.56, -$1,234.56 or (1,234.56)', () => {
    const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const format = (abs: number) => `${grouped.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        const abs = Math.abs(cents);
        const forms = cents < 0 ? [`-$${format(abs)}`, `(${format(abs)})`, `($${format(abs)})`] : [`$${format(abs)}`];
        for (const text of forms) expect(parseAmountCents(text)).toEqual({ cents });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseExpenseDate', () => {
  it.each([
    ['2026-03-31', '2026-03-31'],
    ['03/31/2026', '2026-03-31'],
    ['3/31/2026', '2026-03-31'],
    ['3/1/2026', '2026-03-01'],
    ['2/29/2028', '2028-02-29'],
    [' 2026-01-05 ', '2026-01-05'],
  ])('reads %j as %s', (text, day) => {
    expect(parseExpenseDate(text)).toBe(day);
  });

  it.each([
    '2026-02-29',
    '2/29/2026',
    '2026-3-31',
    '31/03/2026',
    '3/31/26',
    '13/01/2026',
    '0/1/2026',
    '2026-03-31T00:00:00Z',
    'March 31, 2026',
    '0000-01-01',
    '',
  ])('refuses %j', (text) => {
    expect(parseExpenseDate(text)).toBeNull();
  });
});
