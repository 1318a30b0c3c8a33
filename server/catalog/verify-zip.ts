// Verifies a downloaded extract before any row is written (docs/catalog.md#verification): every entry inflated in full
// with its CRC-32 and sizes checked against the central directory and, for a streamed entry (general-purpose flag bit
// 3), its trailing data descriptor; the inflated bytes capped (a ZIP bomb fails as soon as it passes the cap); exactly
// one .xml entry, and that XML read through the extract parser, so a malformed file fails here and not half-imported.
import { open, type FileHandle } from 'node:fs/promises';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { ExtractLimitError, parseGrantsGovXml, type ParserLimits } from '../grants/grants-gov/parser';
import { CatalogSyncError, remoteText } from './failure';

export interface VerifiedExtract {
  /** The .xml entry's name. */
  xmlEntry: string;
  entries: number;
  inflatedBytes: number;
  /** Records the parser found in the XML (ok or skipped). */
  records: number;
}

/** An archive that failed verification; the message is one line. */
export class ArchiveError extends CatalogSyncError {
  constructor(message: string) {
    super('verification', message);
    this.name = 'ArchiveError';
  }
}

const DATA_DESCRIPTOR_SIGNATURE = 0x08074b50;
const STREAMED_FLAG = 0x8;

/** More entries than any extract has (one XML file, perhaps a folder or a __MACOSX shadow beside it). */
const MAX_ENTRIES = 16;

export async function verifyExtractZip(
  file: string,
  opts: { maxInflatedBytes: number; parser?: Partial<ParserLimits> },
): Promise<VerifiedExtract> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (err) {
    throw new ArchiveError(`not a readable ZIP archive: ${oneLine(err)}`);
  }
  try {
    // The extract is one XML file: an archive of thousands of entries is something else, refused before its central
    // directory is read into memory.
    if (zip.entryCount > MAX_ENTRIES) {
      throw new ArchiveError(`the archive holds ${zip.entryCount} entries; an extract holds one XML file`);
    }
    const entries = await listEntries(zip);
    const files = entries.filter((e) => !e.fileName.endsWith('/'));
    const xml = files.filter((e) => /\.xml$/i.test(e.fileName) && !e.fileName.startsWith('__MACOSX/'));
    if (xml.length !== 1) {
      const found = files.length
        ? files
            .slice(0, 10)
            .map((e) => name(e))
            .join(', ')
        : 'no files';
      throw new ArchiveError(`expected exactly one .xml file in the archive, found ${xml.length} (entries: ${found})`);
    }
    const declared = files.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > opts.maxInflatedBytes)
      throw new ArchiveError(
        `the archive declares ${declared} inflated bytes, more than CATALOG_SYNC_MAX_INFLATED_BYTES (${opts.maxInflatedBytes})`,
      );

    const handle = await open(file, 'r');
    let inflated = 0;
    let records = 0;
    try {
      for (const entry of files) {
        await checkDataDescriptor(handle, entry);
        const stream = await zip.openReadStreamPromise(entry);
        let crc = 0;
        let size = 0;
        const checked = async function* () {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            size += chunk.length;
            inflated += chunk.length;
            if (inflated > opts.maxInflatedBytes) {
              stream.destroy();
              throw new ArchiveError(
                `${name(entry)} inflates past CATALOG_SYNC_MAX_INFLATED_BYTES (${opts.maxInflatedBytes}); a ZIP bomb or the wrong file`,
              );
            }
            crc = zlib.crc32(chunk, crc);
            yield chunk;
          }
        };
        try {
          if (entry === xml[0]) {
            for await (const record of parseGrantsGovXml(checked(), opts.parser)) {
              void record;
              records++;
            }
          } else {
            for await (const chunk of checked()) void chunk;
          }
        } catch (err) {
          stream.destroy();
          if (err instanceof ArchiveError) throw err;
          if (err instanceof ExtractLimitError) throw new ArchiveError(`${name(entry)}: ${oneLine(err)}`);
          throw new ArchiveError(`${name(entry)} does not read: ${oneLine(err)}`);
        }
        if (size !== entry.uncompressedSize)
          throw new ArchiveError(
            `${name(entry)} inflates to ${size} bytes, the archive says ${entry.uncompressedSize}`,
          );
        if (crc >>> 0 !== entry.crc32 >>> 0)
          throw new ArchiveError(
            `${name(entry)} fails its CRC-32 check (${hex(crc)}, the archive says ${hex(entry.crc32)})`,
          );
      }
    } finally {
      await handle.close();
    }
    return { xmlEntry: xml[0]!.fileName, entries: files.length, inflatedBytes: inflated, records };
  } finally {
    zip.close();
  }
}

/** A streamed entry's data descriptor (after its compressed data) must agree with the central directory. */
async function checkDataDescriptor(handle: FileHandle, entry: yauzl.Entry): Promise<void> {
  const local = Buffer.alloc(30);
  await handle.read(local, 0, 30, entry.relativeOffsetOfLocalHeader);
  if (local.readUInt32LE(0) !== 0x04034b50) throw new ArchiveError(`${name(entry)}: no local file header`);
  const flags = local.readUInt16LE(6);
  if (!(flags & STREAMED_FLAG)) return;
  const dataStart = entry.relativeOffsetOfLocalHeader + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const zip64 = entry.compressedSize >= 0xffffffff || entry.uncompressedSize >= 0xffffffff;
  const buf = Buffer.alloc(zip64 ? 24 : 16);
  const { bytesRead } = await handle.read(buf, 0, buf.length, dataStart + entry.compressedSize);
  let at = bytesRead >= 4 && buf.readUInt32LE(0) === DATA_DESCRIPTOR_SIGNATURE ? 4 : 0;
  const need = at + (zip64 ? 20 : 12);
  if (bytesRead < need) throw new ArchiveError(`${name(entry)}: its data descriptor is missing (truncated archive)`);
  const crc = buf.readUInt32LE(at);
  at += 4;
  const compressed = zip64 ? Number(buf.readBigUInt64LE(at)) : buf.readUInt32LE(at);
  const uncompressed = zip64 ? Number(buf.readBigUInt64LE(at + 8)) : buf.readUInt32LE(at + 4);
  if (crc !== entry.crc32 >>> 0 || compressed !== entry.compressedSize || uncompressed !== entry.uncompressedSize)
    throw new ArchiveError(`${name(entry)}: its data descriptor disagrees with the central directory`);
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (err: Error) => reject(new ArchiveError(`not a readable ZIP archive: ${oneLine(err)}`)));
    zip.readEntry();
  });
}

/** An entry's name is the archive's text: quoted short and without control characters. */
const name = (entry: yauzl.Entry) => remoteText(entry.fileName, 80);
const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
/** yauzl's and the parser's messages may quote the archive (an entry's name, an entity): cleaned and cut. */
const oneLine = (err: unknown) =>
  remoteText((err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' '), 300);
