// Small real files of each kind the document tests upload (docs/documents.md#uploads): the allowed types, built here
// as their formats say (the Office and OpenDocument ones zipped with yazl), and the refused ones.
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

export async function zipOf(entries: [name: string, content: string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // ODF wants its `mimetype` entry first and stored; the others are deflated as office suites write them.
  for (const [name, content] of entries) zip.addBuffer(Buffer.from(content), name, { compress: name !== 'mimetype' });
  zip.end();
  return buffer(zip.outputStream);
}

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="MAIN"/></Relationships>`;

function contentTypes(mainPart: string, mainType: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${mainType}"/></Types>`;
}

export const ooxml = (mainPart: string, mainType: string, mainXml: string) =>
  zipOf([
    ['[Content_Types].xml', contentTypes(mainPart, mainType)],
    ['_rels/.rels', RELS.replace('MAIN', mainPart)],
    [mainPart, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${mainXml}`],
  ]);

export const odf = (mimeType: string, body: string) =>
  zipOf([
    ['mimetype', mimeType],
    [
      'META-INF/manifest.xml',
      `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimeType}"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    ],
    [
      'content.xml',
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.2"><office:body>${body}</office:body></office:document-content>`,
    ],
  ]);

export const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A JFIF header, a comment segment and the end-of-image marker. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000fffe0005686900ffd9', 'hex');

/** A minimal PDF carrying `text` (distinct texts give distinct hashes). */
export const pdfWith = (text: string) => Buffer.from(PDF.replace('%%EOF', `% ${text.replace(/[\r\n]/g, ' ')}\n%%EOF`));

export const docx = () =>
  ooxml(
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Narrative</w:t></w:r></w:p></w:body></w:document>',
  );

export const xlsx = () =>
  ooxml(
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  );

/** Refused: markup that would run in a browser, and the start of a 64-bit ELF executable. */
export const HTML = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
export const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(512)]);
