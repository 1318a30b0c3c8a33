// User-provided text in an email is never a link (docs/notifications.md#user-text-is-never-a-link). An
// organization's name, an inviter's name, a pursuit's title or a saved search's name is written by someone the
// recipient does not know; mailed by us, under our name, a URL in it would turn the service into a phishing relay.
// So URL-like text is defanged the standard way (as threat-intelligence reports write indicators): `https://x.y`
// becomes `https[:]//x[.]y`. Neither our HTML nor our plain text then holds a URL, and mail clients' auto-linkers
// (which look for a scheme, `www.`, or a dot before a known top-level domain) find nothing to link. Only the text of
// the templates' own links (ours) is left as it is.

/** Schemes that make a link even without `//` (`mailto:a@b`, `javascript:…`). */
const BARE_SCHEMES = /\b(mailto|tel|sms|callto|javascript|data|file|ftp|sftp|news|nntp|skype|whatsapp|tg|sip)\s*:/gi;
/** Any scheme followed by `//` (`https://`, `HXXP://`, `foo+bar://`). */
const SCHEME_SLASHES = /\b([a-z][a-z0-9+.-]*)\s*:(?=\s*[/\\]{2})/gi;
/**
 * A dot (or the full-width and ideographic dots some clients accept in host names) between a label character and
 * a label of two or more characters holding a letter: a host name's joint (`evil.example`, `www.x`, `a@b.co`), but
 * not `v1.2`, `e.g.` or the dot that ends a sentence.
 */
const HOST_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}-]*\p{L})(?=[\p{L}\p{N}-]{2})/gu;

/** `https://evil.example/x` → `https[:]//evil[.]example/x`; text with nothing URL-like is returned unchanged. */
export function defang(text: string): string {
  return text.replace(SCHEME_SLASHES, '$1[:]').replace(BARE_SCHEMES, '$1[:]').replace(HOST_DOT, '[.]');
}

/** `defang`, keeping null and undefined as they are. */
export const defangOptional = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? defang(text) : text) as T;
