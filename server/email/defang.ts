// User-provided text in an email is never a link (docs/notifications.md#user-text-is-never-a-link). An
// organization's name, an inviter's name, a pursuit's title or a saved search's name is written by someone the
// recipient does not know; mailed by us, under our name, a URL in it would turn the service into a phishing relay.
// So URL-like text is defanged the standard way (as threat-intelligence reports write indicators): `https://x.y`
// becomes `https[:]//x[.]y`. Neither our HTML nor our plain text then holds a URL, and mail clients' auto-linkers
// (which look for a scheme, `www.`, or a dot before a known top-level domain) find nothing to link. Only the text of
// the templates' own links (ours) is left as it is.

/**
 * Invisible format characters (soft hyphen, zero-width space and joiners, bidi controls): a client may drop them and
 * find a link in what is left (`evil\u00AD.com`), so they go first.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/**
 * Schemes that make a link even without `//` (`mailto:a@b`, `javascript:…`). Not after a letter (`xmailto:` is not a
 * scheme), but after anything else, `_` and digits included: auto-linkers find a scheme inside a word.
 */
const BARE_SCHEMES =
  /(?<![a-z])(mailto|tel|sms|callto|javascript|data|file|ftp|sftp|news|nntp|skype|whatsapp|tg|sip)\s*:/gi;
/** The colon of any scheme followed by `//` or `\\` (`https://`, `_HXXP://`, `1foo+bar://`), wherever it stands. */
const SCHEME_COLON = /:(?=\s*[/\\]{2})/g;
/** The dots of a dotted IPv4 address (`1.2.3.4`), which a client may link without a scheme. */
const IPV4_DOTS = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d])/g;
/**
 * A dot (or the full-width and ideographic dots some clients accept in host names) between a label character and
 * a label of two or more characters holding a letter: a host name's joint (`evil.example`, `www.x`, `a@b.co`), but
 * not `v1.2`, `e.g.` or the dot that ends a sentence.
 */
const HOST_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}-]*\p{L})(?=[\p{L}\p{N}-]{2})/gu;

/** `https://evil.example/x` → `https[:]//evil[.]example/x`; text with nothing URL-like is returned unchanged. */
export function defang(text: string): string {
  return text
    .replace(FORMAT_CHARACTERS, '')
    .replace(SCHEME_COLON, '[:]')
    .replace(BARE_SCHEMES, '$1[:]')
    .replace(IPV4_DOTS, '$1[.]$2[.]$3[.]$4')
    .replace(HOST_DOT, '[.]');
}

/** `defang`, keeping null and undefined as they are. */
export const defangOptional = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? defang(text) : text) as T;
