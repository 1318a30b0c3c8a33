// Small self-contained HTML pages for answers outside the React tree: the portal's refusals (rendered in the
// proxy) and the links of notification emails that work without a session. No script; one optional POST form.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PageForm {
  /** Same-origin path (with its query) the form posts to. */
  action: string;
  button: string;
  /** Hidden fields. */
  fields?: Record<string, string>;
}

export function simplePage({
  title,
  message,
  forms = [],
  links = [],
}: {
  title: string;
  message: string;
  forms?: PageForm[];
  links?: { href: string; label: string }[];
}): string {
  const formHtml = forms
    .map(
      (f) =>
        `<form method="post" action="${escapeHtml(f.action)}" style="margin:20px 0 0">${Object.entries(f.fields ?? {})
          .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
          .join(
            '',
          )}<button type="submit" style="font:inherit;font-size:15px;padding:8px 16px;border-radius:8px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer">${escapeHtml(f.button)}</button></form>`,
    )
    .join('');
  const linkHtml = links
    .map(
      (l) =>
        `<p style="margin:16px 0 0;font-size:14px"><a href="${escapeHtml(l.href)}" style="color:#1d4ed8">${escapeHtml(l.label)}</a></p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a">
<main style="display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px">
<div style="max-width:28rem;border:1px solid #e2e8f0;border-radius:12px;background:#fff;padding:32px;text-align:center">
<h1 style="margin:0;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:8px 0 0;font-size:14px;color:#475569">${escapeHtml(message)}</p>${formHtml}${linkHtml}
</div></main></body></html>`;
}
