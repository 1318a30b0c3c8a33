// Reading one cookie from a Cookie request header (the single sign-on routes and next-auth's `sso` provider).

/** The value of cookie `name` in a Cookie header, or null when it is absent or empty. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || null;
  }
  return null;
}
