'use client';
// A portal token's link and its <iframe> embed snippet, shown once, when the token is created (Settings → Extensions
// and Reports → Share this report).
import { ExternalLink } from 'lucide-react';
import { CopyField } from './CopyField';
import { Button } from './ui/Button';

export const portalUrl = (origin: string, token: string) => `${origin}/portal/reports?token=${token}`;

export function embedSnippet(origin: string, token: string) {
  return `<iframe src="${portalUrl(origin, token)}" title="Grant report" width="100%" height="900" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}

/** The warning that this is the only time the token is shown, the link, the snippet and a preview. */
export function IssuedPortalLink({
  token,
  showToken = false,
  onDone,
}: {
  token: string;
  showToken?: boolean;
  onDone: () => void;
}) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <strong>Copy the {showToken ? 'token' : 'link'} or the snippet now: you won&apos;t see the token again.</strong>{' '}
        Anyone with it can read what it allows.
      </p>
      {showToken && <CopyField label="Portal token" value={token} />}
      <CopyField label="Link" value={portalUrl(origin, token)} />
      <CopyField label="Embed snippet" value={embedSnippet(origin, token)} multiline />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" asChild>
          <a href={`/portal/reports?token=${token}`} target="_blank" rel="noreferrer">
            <ExternalLink /> Preview
          </a>
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
