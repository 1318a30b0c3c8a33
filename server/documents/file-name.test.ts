// cleanFileName: whatever a client sends as a file name, what is kept is one safe, short, visible name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** Names built from the characters that matter here, as well as any text at all. */
const awkwardNames = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({
    unit: fc.constantFrom(
      '/',
      '\\',
      '.',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2067',
      'a',
      'é',
      'e\u0301',
      '👨‍👩‍👧',
      '\ud800',
      '\u3000',
    ),
    maxLength: 400,
  }),
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 150, maxLength: 300 }), fc.constantFrom('.pdf', '.xlsx', '.csv'))
    .map(([stem, extension]) => stem + extension),
);

describe('cleanFileName', () => {
  it.each([
    ['C:\\Users\\me\\Budget 2026.xlsx', 'Budget 2026.xlsx'],
    ['../../etc/passwd', 'passwd'],
    ['narrative/final\\v2.docx', 'v2.docx'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['cafe\u0301 budget.pdf', 'caf\u00e9 budget.pdf'],
    ['  \tletter of support.pdf \n', 'letter of support.pdf'],
    ['line\nbreak\u0000.txt', 'linebreak.txt'],
    ['', 'file'],
    ['   ', 'file'],
    ['..', 'file'],
    ['reports/', 'file'],
    ['\u202E', 'file'],
  ])('%j → %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('shortens a long name to 200 characters, keeping its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toBe(`${'a'.repeat(196)}.pdf`);
    expect(cleanFileName(`${'b'.repeat(250)}.not-an-extension-at-all`)).toBe('b'.repeat(200));
  });

  it('never cuts through a character a reader sees as one', () => {
    const family = '👨‍👩‍👧'; // 8 UTF-16 units
    const cleaned = cleanFileName(`${family.repeat(40)}.pdf`);
    expect(cleaned).toBe(`${family.repeat(24)}.pdf`);
  });

  it('always gives a non-empty, trimmed, NFC name of at most 200 characters without separators or controls', () => {
    fc.assert(
      fc.property(awkwardNames, (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned.length).toBeGreaterThan(0);
        expect(cleaned.length).toBeLessThanOrEqual(200);
        expect(cleaned).not.toMatch(/[/\\]/);
        expect(cleaned).not.toMatch(/\p{Cc}/u);
        expect(cleaned).not.toMatch(BIDI_CONTROLS);
        expect(cleaned).not.toMatch(LONE_SURROGATE);
        expect(cleaned).toBe(cleaned.trim());
        expect(cleaned).toBe(cleaned.normalize('NFC'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is idempotent: a cleaned name stays as it is', () => {
    fc.assert(
      fc.property(awkwardNames, (name) => {
        const cleaned = cleanFileName(name);
        expect(cleanFileName(cleaned)).toBe(cleaned);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps a short extension however long the name', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }),
        fc.constantFrom('.pdf', '.docx', '.csv'),
        (stem, extension) => {
          fc.pre(stem.trim() !== '' && !/[/\\]/.test(stem));
          expect(cleanFileName(stem + extension).endsWith(extension)).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
