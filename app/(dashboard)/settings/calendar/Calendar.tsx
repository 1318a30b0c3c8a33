'use client';
// Settings → Calendar (docs/calendar.md): the member's own secret iCalendar URL of pursuit deadlines and deliverable
// due dates. The URL is shown once, at creation; regenerating it ends the old one, as revoking does.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CopyField } from '../../../_components/CopyField';
import { Button } from '../../../_components/ui/Button';
import { Card, CardTitle, PageHeader } from '../../../_components/ui/Card';
import { ConfirmDialog } from '../../../_components/ui/Dialog';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useToast } from '../../../_components/ui/Toast';
import { dateTime } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';

type Scope = 'all' | 'mine';
const SCOPE_TEXT: Record<Scope, string> = {
  all: 'Every pursuit deadline and deliverable due date of the organization',
  mine: 'Only pursuits you own and deliverables assigned to you',
};

export function Calendar() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const feed = useQuery(trpc.calendar.get.queryOptions());
  const [scope, setScope] = useState<Scope>('all');
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.calendar.get.queryKey() });
  const create = useMutation(
    trpc.calendar.create.mutationOptions({
      onSuccess: async (res) => {
        await refresh();
        setUrl(res.url);
        setConfirming(null);
      },
    }),
  );
  const revoke = useMutation(
    trpc.calendar.revoke.mutationOptions({
      onSuccess: async () => {
        await refresh();
        setUrl(null);
        setConfirming(null);
        toast({ title: 'Calendar link revoked', description: 'Calendars subscribed to it stop updating.' });
      },
    }),
  );

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Subscribe to your deadlines in Google Calendar, Outlook or Apple Calendar."
      />
      <Card aria-labelledby="feed-title">
        <CardTitle id="feed-title">Your calendar link</CardTitle>
        {feed.isError ? (
          <ErrorState error={feed.error} title="Could not load your calendar link" />
        ) : feed.isPending ? (
          <Loading />
        ) : (
          <div className="flex flex-col gap-4">
            {url && (
              <div className="flex flex-col gap-3">
                <p
                  role="status"
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  <strong>Copy the link now: you won&apos;t see it again.</strong> Anyone with it can read these
                  deadlines; regenerate it if it leaks.
                </p>
                <CopyField label="Calendar link (iCalendar)" value={url} />
                <p className="text-sm text-slate-600">
                  Google Calendar: Other calendars → From URL. Outlook: Add calendar → Subscribe from web. Apple
                  Calendar: File → New Calendar Subscription.
                </p>
              </div>
            )}
            {feed.data ? (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">Shows</dt>
                  <dd>{SCOPE_TEXT[feed.data.scope]}</dd>
                  <dt className="text-slate-600">Created</dt>
                  <dd>{dateTime(feed.data.createdAt)}</dd>
                  <dt className="text-slate-600">Last read by a calendar</dt>
                  <dd>{feed.data.lastUsedAt ? dateTime(feed.data.lastUsedAt) : 'Not yet'}</dd>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setConfirming('regenerate')}>
                    <RefreshCw /> Regenerate link
                  </Button>
                  <Button variant="ghost" className="text-red-700" onClick={() => setConfirming('revoke')}>
                    Revoke link
                  </Button>
                </div>
              </>
            ) : (
              <form
                className="flex flex-col gap-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  create.mutate({ scope });
                }}
              >
                <fieldset className="flex flex-col gap-1.5">
                  <legend className="mb-1 text-sm font-medium text-slate-800">Show</legend>
                  {(['all', 'mine'] as const).map((s) => (
                    <label key={s} className="flex items-center gap-2 text-sm">
                      <input type="radio" name="scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
                      {SCOPE_TEXT[s]}
                    </label>
                  ))}
                </fieldset>
                {create.error && (
                  <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                    {create.error.message}
                  </p>
                )}
                <div>
                  <Button type="submit" disabled={create.isPending}>
                    <CalendarDays /> {create.isPending ? 'Creating…' : 'Create calendar link'}
                  </Button>
                </div>
              </form>
            )}
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(o) => {
          if (!o) {
            setConfirming(null);
            create.reset();
          }
        }}
        title="Regenerate your calendar link?"
        description="The current link stops working at once: calendars subscribed to it need the new one."
        confirmLabel="Regenerate"
        pending={create.isPending}
        error={create.error?.message ?? null}
        onConfirm={() => create.mutate({ scope: feed.data?.scope ?? 'all' })}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(o) => {
          if (!o) {
            setConfirming(null);
            revoke.reset();
          }
        }}
        title="Revoke your calendar link?"
        description="Calendars subscribed to it stop updating. You can create a new link afterwards."
        confirmLabel="Revoke"
        tone="danger"
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}
