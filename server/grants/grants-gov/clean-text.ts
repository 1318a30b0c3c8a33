// Turns Grants.gov rich-text fields (HTML escaped once or twice inside the XML) into clean plain text.
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

const PARAGRAPH_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'pre',
  'address',
  'center',
  'hr',
]);
const LINE_TAGS = new Set(['tr', 'dt', 'dd']);
const CELL_TAGS = new Set(['td', 'th']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** Plain text from a field value as the XML parser returned it; null when nothing is left. */
export function cleanText(value: string | null | undefined): string | null {
  if (value == null) return null;
  // The XML parser removed one layer of escaping; what is left is HTML that may itself be escaped.
  const decoded = decodeHTML(value);
  const text = LOOKS_LIKE_HTML.test(decoded) ? htmlToText(decoded) : decodeHTML(decoded);
  return normalizeWhitespace(text);
}

/** Single-line text (titles, names): entities decoded, all whitespace collapsed. */
export function cleanLine(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = decodeHTML(decodeHTML(value))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

function htmlToText(html: string): string {
  let out = '';
  let skipDepth = 0;
  let listItemDepth = 0;
  let bulletOpen = false; // "- " written, no text yet: a <p> inside <li> must not push the text off the bullet line
  const trimTrailingSpaces = () => {
    let end = out.length;
    while (end > 0 && ' \t\u00a0'.includes(out[end - 1] as string)) end--;
    out = out.slice(0, end);
  };
  /** Ends the current line, or paragraph (2), unless the text already ends that way. */
  const ensureBreak = (newlines: 1 | 2) => {
    if (bulletOpen) return;
    trimTrailingSpaces();
    let trailing = 0;
    while (trailing < newlines && out[out.length - 1 - trailing] === '\n') trailing++;
    if (out.length > trailing) out += '\n'.repeat(newlines - trailing);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipDepth++;
        else if (name === 'li') {
          bulletOpen = false;
          ensureBreak(1);
          out += '- ';
          bulletOpen = true;
          listItemDepth++;
        } else if (name === 'br') {
          if (bulletOpen) return;
          trimTrailingSpaces();
          out += '\n';
        } else if (PARAGRAPH_TAGS.has(name)) ensureBreak(listItemDepth > 0 ? 1 : 2);
        else if (LINE_TAGS.has(name)) ensureBreak(1);
        else if (CELL_TAGS.has(name)) out += ' ';
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (name === 'li') {
          listItemDepth = Math.max(0, listItemDepth - 1);
          bulletOpen = false;
          ensureBreak(1);
        } else if (PARAGRAPH_TAGS.has(name)) ensureBreak(listItemDepth > 0 ? 1 : 2);
        else if (LINE_TAGS.has(name)) ensureBreak(1);
      },
      ontext(text) {
        if (skipDepth > 0) return;
        // Source line breaks inside HTML are plain whitespace; only tags make lines.
        out += text.replace(/[\r\n]+/g, ' ');
        if (text.trim() !== '') bulletOpen = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

function normalizeWhitespace(text: string): string | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0\u200b]+/g, ' ').trim());
  const result = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return result === '' ? null : result;
}
