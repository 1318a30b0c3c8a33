// A document's file name as a client sent it, made safe to store, show and put in a Content-Disposition header.

const PATH_SEPARATORS = /[/\\]/;
/**
 * Control characters, unpaired surrogates (no database stores them as text) and the bidi marks, embeddings, overrides
 * and isolates that can disguise an extension.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const MAX_LENGTH = 200;
/** Longer "extensions" are part of the name (a sentence with a full stop in it), not a type to keep. */
const MAX_EXTENSION_LENGTH = 16;
const FALLBACK = 'file';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest beginning of `text` within `max` UTF-16 units that ends between two user-perceived characters. */
function takeGraphemes(text: string, max: number): string {
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/** At most MAX_LENGTH UTF-16 units (so at most as many characters in any database), keeping a short extension. */
function shorten(name: string): string {
  if (name.length <= MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH ? name.slice(dot) : '';
  const stem = takeGraphemes(extension ? name.slice(0, dot) : name, MAX_LENGTH - extension.length).trimEnd();
  return `${stem || FALLBACK}${extension}`;
}

/**
 * The last path segment (after `/` or `\`), in NFC, without control characters or bidi
 * controls, trimmed, at most 200 characters with its extension kept; `file` when nothing is left.
 */
export function cleanFileName(name: string): string {
  const cleaned = name.replace(UNSAFE_CHARACTERS, '').normalize('NFC');
  const last = (cleaned.split(PATH_SEPARATORS).pop() ?? '').trim();
  if (last === '' || last === '.' || last === '..') return FALLBACK;
  return shorten(last);
}
