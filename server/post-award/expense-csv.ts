// Reading an expense export (an ERP's or a bank's CSV): the header's columns in any order, each row's date and amount
// checked and converted (integer cents, calendar days), every bad row reported. Pure: csv-parse reads the CSV;
// the caller enforces the size limit and decides what to do with the rows.
import { pipeline } from 'node:stream/promises';
import { CsvError, parse, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { calendarDay, formatIsoDay, parseIsoDay } from './calendar';

export interface ParsedExpenseRow {
  /** The row a spreadsheet shows: the header is row 1, the first data row is row 2. */
  row: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** Integer cents, negative for a refund or credit; |amountCents| ≤ MAX_AMOUNT_CENTS. */
  amountCents: number;
  category?: string;
  budgetLineId?: string;
  vendor?: string;
  description?: string;
  reference?: string;
}

export interface ExpenseCsvError {
  /** The spreadsheet row (header = 1); 0 for an error about the whole file (binary, empty). */
  row: number;
  /** The column's name as the file spells it; '' for an error about the whole row or file. */
  column: string;
  message: string;
}

/** An import takes the rows only when `errors` is empty; the rows are there to preview either way. */
export interface ExpenseCsvResult {
  /** The rows without an error (a row with any error is in `errors` instead). */
  rows: ParsedExpenseRow[];
  /** The first MAX_KEPT_ERRORS errors, in file order. */
  errors: ExpenseCsvError[];
  /**
   * The errors found past those kept, when there were any (counted, not held: a file of bad rows costs no more memory
   * than a good one).
   */
  errorsOmitted?: number;
}

/** The most errors a read keeps (an import lists at most 1,000 of them). */
export const MAX_KEPT_ERRORS = 1000;

/** The most expense rows one file may hold: beyond, the whole file is refused and the rest is not read. */
export const MAX_IMPORT_ROWS = 50_000;

/** Thrown from a record callback to stop reading a file that is over MAX_IMPORT_ROWS. */
class TooManyRows extends Error {}

/** 100 billion dollars: beyond any grant, and far inside the integers a number holds exactly. */
export const MAX_AMOUNT_CENTS = 10 ** 13;

type Field = 'date' | 'amount' | 'category' | 'budgetLineId' | 'vendor' | 'description' | 'reference';

/** The columns by their name without case, spaces, underscores or hyphens ("Budget Line ID" is budgetLineId). */
const FIELDS: Record<string, Field> = {
  date: 'date',
  amount: 'amount',
  category: 'category',
  budgetlineid: 'budgetLineId',
  vendor: 'vendor',
  description: 'description',
  reference: 'reference',
};
const REQUIRED: Field[] = ['date', 'amount'];

const normalizeColumnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * Read as a spreadsheet reads: a byte-order mark dropped, blank lines kept (they are rows too, for the numbering),
 * short rows allowed, a stray quote inside an unquoted cell kept as text.
 */
const CSV_OPTIONS = {
  bom: true,
  skip_empty_lines: false,
  relax_column_count: true,
  relax_quotes: true,
} satisfies Options;

/**
 * What a CSV syntax error says, naming no internals (csv-parse's messages quote its options). With relaxed quotes the
 * one left is a quote that never closes.
 */
const csvErrorMessage = (error: CsvError) =>
  `malformed CSV: ${error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is never closed' : 'the row cannot be read'}`;

const NOT_TEXT: ExpenseCsvError = { row: 0, column: '', message: 'the file is not UTF-8 text (binary data?)' };

/** A NUL byte or a lone surrogate: never in a text export. */
const BINARY_TEXT = /[\u0000\p{Cs}]/u;

class NotTextError extends Error {}

/**
 * Amounts: `1234.56`, `1,234`, `$1,234.56`, `-12.00`, `-$12.00`, `(1,234.56)` (accounting negative), `.50`.
 * Groups of three after each comma, so `1,23` (a decimal comma) is refused rather than read as 123 dollars.
 */
const NOT_AN_AMOUNT = 'is not an amount (e.g. 1234.56, $1,234.56, -12.00 or (1,234.56))';
const BEYOND_LIMIT = 'is beyond ±$100,000,000,000.00';
const AMOUNT = /^(?<open>\()?(?<minus>-)?\$?(?<units>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?<fraction>\d*))?(?<close>\))?$/;

/** An amount as integer cents, read digit by digit from the text (never through a float); or why it can't be. */
export function parseAmountCents(text: string): { cents: number } | { error: string } {
  const match = AMOUNT.exec(text.trim());
  const groups = match?.groups;
  const units = groups?.units?.replaceAll(',', '') ?? '';
  const fraction = groups?.fraction ?? '';
  const parenthesized = groups?.open !== undefined;
  const wellFormed =
    groups !== undefined &&
    parenthesized === (groups.close !== undefined) &&
    !(parenthesized && groups.minus !== undefined) &&
    (units !== '' || fraction !== '');
  if (!wellFormed) return { error: NOT_AN_AMOUNT };
  if (fraction.length > 2) return { error: 'has more than 2 decimal places' };
  // Over 13 digits of dollars is far past the limit; stopping there keeps every number below an exact integer.
  const digits = units.replace(/^0+/, '');
  if (digits.length > 13) return { error: BEYOND_LIMIT };
  const magnitude = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (magnitude > MAX_AMOUNT_CENTS) return { error: BEYOND_LIMIT };
  const negative = parenthesized || groups?.minus !== undefined;
  return { cents: negative && magnitude !== 0 ? -magnitude : magnitude };
}

/** A cell as an error message quotes it: trimmed, and cut short so a huge cell can't flood the report. */
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date as `YYYY-MM-DD`, from ISO `2026-03-31` or US `03/31/2026` / `3/31/2026`; null if neither or no such day. */
export function parseExpenseDate(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const day = us ? calendarDay(Number(us[3]), Number(us[1]), Number(us[2])) : parseIsoDay(trimmed);
  return day === null ? null : formatIsoDay(day);
}

/** Turns records (the header first) into rows and errors, one record at a time, so a stream never holds the file. */
class ExpenseRecordReader {
  readonly rows: ParsedExpenseRow[] = [];
  readonly errors: ExpenseCsvError[] = [];
  errorsOmitted = 0;
  /** The spreadsheet row of the record last read. */
  private row = 0;
  /** Each field's column index and name as spelled in the file; null until the header is read. */
  private columns: Map<Field, { index: number; name: string }> | null = null;
  private headerWidth = 0;
  private headerFailed = false;
  private dataRows = 0;

  read(record: string[]): void {
    this.row++;
    if (record.every((cell) => cell.trim() === '')) return;
    if (this.columns === null) this.readHeader(record);
    else if (!this.headerFailed) this.readData(record);
  }

  private readHeader(record: string[]): void {
    const columns = new Map<Field, { index: number; name: string }>();
    record.forEach((name, index) => {
      const field = FIELDS[normalizeColumnName(name)];
      if (name.trim() === '') this.fail(this.row, '', `column ${index + 1} has no name`);
      else if (field === undefined) this.fail(this.row, name, `unknown column ${quoted(name.trim())}`);
      else if (columns.has(field)) this.fail(this.row, name, `column ${quoted(name.trim())} appears twice`);
      else columns.set(field, { index, name: name.trim() });
    });
    for (const field of REQUIRED.filter((f) => !columns.has(f)))
      this.fail(this.row, field, `missing column "${field}"`);
    this.headerFailed = this.errors.length > 0;
    this.headerWidth = record.length;
    this.columns = columns;
  }

  private readData(record: string[]): void {
    const columns = this.columns!;
    this.dataRows++;
    if (this.dataRows > MAX_IMPORT_ROWS) throw new TooManyRows();
    const errorsBefore = this.errors.length;
    // A spreadsheet may pad a row with empty cells; a value past the last column is a shifted row.
    if (record.slice(this.headerWidth).some((c) => c.trim() !== '')) {
      this.fail(this.row, '', `has ${record.length} fields; the header has ${this.headerWidth}`);
    }
    const cell = (field: Field) => {
      const column = columns.get(field);
      return column === undefined ? undefined : (record[column.index] ?? '').trim();
    };
    const dateText = cell('date') ?? '';
    const amountText = cell('amount') ?? '';
    const date = parseExpenseDate(dateText);
    const amount = parseAmountCents(amountText);
    const { name: dateName } = columns.get('date')!;
    const { name: amountName } = columns.get('amount')!;
    if (dateText === '') this.fail(this.row, dateName, 'date is required');
    else if (date === null)
      this.fail(this.row, dateName, `${quoted(dateText)} is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
    if (amountText === '') this.fail(this.row, amountName, 'amount is required');
    else if ('error' in amount) this.fail(this.row, amountName, `${quoted(amountText)} ${amount.error}`);
    // (date and amount are checked again only for their types: any error is already counted.)
    if (this.errors.length > errorsBefore || date === null || 'error' in amount) return;

    const row: ParsedExpenseRow = { row: this.row, date, amountCents: amount.cents };
    for (const field of ['category', 'budgetLineId', 'vendor', 'description', 'reference'] as const) {
      const value = cell(field);
      if (value) row[field] = value;
    }
    this.rows.push(row);
  }

  /** A CSV syntax error ends the file: the record being read is the next row. */
  readFailed(error: unknown): void {
    if (error instanceof TooManyRows) {
      this.rows.length = 0;
      this.fail(0, '', `the file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: split it`);
      return;
    }
    if (!(error instanceof CsvError)) throw error;
    this.fail(this.row + 1, '', csvErrorMessage(error));
  }

  result(): ExpenseCsvResult {
    if (this.columns === null) this.fail(0, '', 'the file is empty: expected a header row and expense rows');
    else if (!this.headerFailed && this.dataRows === 0 && this.errors.length === 0) {
      this.fail(0, '', 'the file has a header but no expense rows');
    }
    return {
      rows: this.rows,
      errors: this.errors,
      ...(this.errorsOmitted > 0 ? { errorsOmitted: this.errorsOmitted } : {}),
    };
  }

  private fail(row: number, column: string, message: string): void {
    // An error about the whole file (row 0) is always kept: it decides the answer.
    if (this.errors.length >= MAX_KEPT_ERRORS && row !== 0) this.errorsOmitted++;
    else this.errors.push({ row, column: column.trim(), message });
  }
}

/** Bytes as UTF-8 text (a byte-order mark kept for csv-parse to drop), or NotTextError; a string as it is. */
function decodeText(chunk: Uint8Array | string, decoder: TextDecoder, stream: boolean): string {
  let text: string;
  try {
    text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream });
  } catch {
    throw new NotTextError(); // fatal: invalid UTF-8
  }
  if (BINARY_TEXT.test(text)) throw new NotTextError();
  return text;
}

const utf8Decoder = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads a whole expense export held in memory (the caller has already limited its size), in one synchronous pass: for
 * small inputs and tests. A request's body goes through parseExpenseCsvStream, which yields between chunks.
 */
export function parseExpenseCsv(input: Buffer | string): ExpenseCsvResult {
  const reader = new ExpenseRecordReader();
  try {
    const text = decodeText(input, utf8Decoder(), false);
    parseSync(text, { ...CSV_OPTIONS, on_record: (record: string[]) => void reader.read(record) });
  } catch (error) {
    if (error instanceof NotTextError) return { rows: [], errors: [NOT_TEXT] };
    reader.readFailed(error);
  }
  return reader.result();
}

/** The chunks of a stream as text, checked as they pass: NotTextError at the first sign of binary data. */
async function* decodeChunks(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = utf8Decoder();
  for await (const chunk of chunks) yield decodeText(chunk, decoder, true);
  const rest = decodeText(new Uint8Array(), decoder, false); // a character cut off at the end throws here
  if (rest !== '') yield rest;
}

/**
 * Reads an expense export as it streams in (an upload's body), with the same result as parseExpenseCsv: only the
 * rows are held, never the file.
 */
export async function parseExpenseCsvStream(chunks: AsyncIterable<Uint8Array | string>): Promise<ExpenseCsvResult> {
  const reader = new ExpenseRecordReader();
  const parser = parse({ ...CSV_OPTIONS, on_record: (record: string[]) => void reader.read(record) });
  try {
    await pipeline(decodeChunks(chunks), parser, async (records: AsyncIterable<unknown>) => {
      for await (const _ of records); // on_record keeps nothing: this only lets the parser run to its end
    });
  } catch (error) {
    if (error instanceof NotTextError) return { rows: [], errors: [NOT_TEXT] };
    reader.readFailed(error);
  }
  return reader.result();
}
