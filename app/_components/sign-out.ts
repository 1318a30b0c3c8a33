// Sign-out without next-auth's client library (kept out of every dashboard page's JavaScript): next-auth's sign-out
// endpoint takes a form POST carrying the CSRF token, which it hands out at /api/auth/csrf (as its own client fetches
// it), ends the session (the signOut event) and redirects to the callback.
export async function signOut(callbackUrl: string): Promise<void> {
  const res = await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not sign out (${res.status})`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/api/auth/signout';
  for (const [name, value] of [
    ['csrfToken', csrfToken],
    ['callbackUrl', callbackUrl],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
