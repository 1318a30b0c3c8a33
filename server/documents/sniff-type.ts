// What a spooled upload is, from its bytes alone (never the client's name or header): one of the allowed document
// types, or null.
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/** The types file-type recognizes from their signatures, with the names a refusal lists. */
const DETECTED_TYPES = new Map([
  ['application/pdf', 'PDF'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCX'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'XLSX'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PPTX'],
  ['application/vnd.oasis.opendocument.text', 'ODT'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'ODS'],
  ['image/png', 'PNG'],
  ['image/jpeg', 'JPEG'],
]);

/** Every type an upload may have; text types are stored with `; charset=utf-8` (see sniffContentType). */
export const ALLOWED_TYPES: readonly string[] = [...DETECTED_TYPES.keys(), 'text/csv', 'text/plain'];

export const ALLOWED_TYPE_NAMES = `${[...DETECTED_TYPES.values()].join(', ')}, CSV or plain text`;

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const LESS_THAN = 0x3c;
const DEL = 0x7f;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** How many leading bytes of `bytes` end on a character boundary (a character cut at the end is left over). */
function completeLength(bytes: Buffer): number {
  let lead = bytes.length - 1;
  while (lead > 0 && bytes.length - lead < 4 && (bytes[lead]! & 0xc0) === 0x80) lead--;
  const first = bytes[lead] ?? 0;
  const needed = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
  return bytes.length - lead >= needed ? bytes.length : lead;
}

/** C0 controls but tab, LF and CR; DEL; C1 controls (U+0080–U+009F, C2 80–C2 9F in UTF-8). In valid UTF-8 only. */
function hasControlCharacter(text: Buffer): boolean {
  for (let i = 0; i < text.length; i++) {
    const byte = text[i]!;
    if (byte < SPACE ? byte !== TAB && byte !== LF && byte !== CR : byte === DEL) return true;
    if (byte === 0xc2 && text[i + 1]! <= 0x9f) return true;
  }
  return false;
}

/** The first byte that is not ASCII blank, or undefined when there is none. */
function firstNonBlank(text: Buffer): number | undefined {
  return text.find((byte) => byte !== SPACE && byte !== TAB && byte !== LF && byte !== CR);
}

const CHUNK_BYTES = 64 * 1024;

/**
 * True when the whole file is UTF-8 text without control characters (tab, CR and LF aside) and not markup: its first
 * non-blank character is not `<`, so an HTML page, an SVG or any XML is refused whatever it is named. Checked on the
 * bytes through one reused buffer (no decoded strings, no buffer per chunk): memory stays flat however large the file.
 */
async function isPlainText(path: string): Promise<boolean> {
  const handle = await fs.open(path, 'r');
  try {
    // Room for a chunk and the start of a character the previous chunk cut off.
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES + 3);
    let carried = 0;
    let atStart = true;
    let seenContent = false;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, CHUNK_BYTES, null);
      if (bytesRead === 0) return carried === 0; // a character cut off at the end is no text
      let bytes = buffer.subarray(0, carried + bytesRead);
      // Excel's CSVs start with a byte order mark.
      if (atStart && bytes.subarray(0, 3).equals(UTF8_BOM)) bytes = bytes.subarray(3);
      atStart = false;
      const complete = completeLength(bytes);
      const text = bytes.subarray(0, complete);
      if (!isUtf8(text) || hasControlCharacter(text)) return false;
      if (!seenContent) {
        const first = firstNonBlank(text);
        if (first === LESS_THAN) return false;
        seenContent = first !== undefined;
      }
      carried = bytes.copy(buffer, 0, complete);
    }
  } finally {
    await handle.close();
  }
}

/**
 * The content type of the file at `path`: a detected allowed type, else `text/csv` (the cleaned name ends in .csv) or
 * `text/plain` for plain UTF-8 text, else null (refused). Text types carry `; charset=utf-8`: the bytes were checked
 * to be UTF-8, and saying so when the file is served stops a browser guessing another charset (UTF-7 tricks).
 */
export async function sniffContentType(path: string, cleanedFileName: string): Promise<string | null> {
  const detected = await fileTypeFromFile(path);
  if (detected) return DETECTED_TYPES.has(detected.mime) ? detected.mime : null;
  if (!(await isPlainText(path))) return null;
  return `${cleanedFileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain'}; charset=utf-8`;
}
