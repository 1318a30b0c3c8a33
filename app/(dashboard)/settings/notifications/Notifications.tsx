'use client';
// Settings → Notifications (docs/notifications.md): the member's own choices in this organization (the new-match
// digest, deadline reminders, assignments, grant changes, budget alerts), saved as they change; the saved searches their digest includes; and, for
// whoever manages the organization, the time zone whose 07:00 everyone's digests and reminders go out at.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import type { AppRouter } from '~/server/api/root';
import { EmailNotConfigured } from '../../../_components/EmailNotConfigured';
import { Card, CardTitle, PageHeader } from '../../../_components/ui/Card';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useTRPC } from '../../../_trpc/react';
import { DigestSearches } from './DigestSearches';
import { Saved } from './Saved';
import { TimeZoneSetting } from './TimeZoneSetting';

type Preferences = inferRouterOutputs<AppRouter>['notifications']['preferences'];
type Changes = Partial<Pick<Preferences, 'digest' | 'reminders' | 'assignments' | 'budgetAlerts' | 'grantChanges'>>;

const DIGEST_CHOICES = [
  ['daily', 'Daily at 07:00'],
  ['weekly', 'Weekly on Monday'],
  ['off', 'Off'],
] as const;

const TOPICS = [
  [
    'reminders',
    'Deadline reminders',
    'For pursuits you own: 14, 7 and 1 days before the deadline. For deliverables assigned to you: 7 and 1 days before they are due, and once overdue.',
  ],
  ['assignments', 'Assignments', 'When someone makes you the owner of a pursuit or assigns you a deliverable.'],
  ['grantChanges', 'Grant changes', 'For pursuits you own: when the funder moves the grant’s close date.'],
  [
    'budgetAlerts',
    'Budget alerts',
    'If you manage budgets: when a budget line reaches 90% or 100% of its amount, or a project’s spending pace heads more than 15% off its award.',
  ],
] as const;

/** "digest weekly on monday", "deadline reminders off": what a change saved, in words. */
function savedText(changes: Changes): string {
  const digest = DIGEST_CHOICES.find(([d]) => d === changes.digest);
  if (digest) return `digest ${digest[1].toLowerCase()}`;
  const topic = TOPICS.find(([t]) => changes[t] !== undefined);
  return topic ? `${topic[1].toLowerCase()} ${changes[topic[0]] ? 'on' : 'off'}` : 'your choice';
}

export function Notifications() {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  const permissions = new Set(me.data?.permissions ?? []);
  const prefs = useQuery(trpc.notifications.preferences.queryOptions());
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Deadline reminders, assignments, budget alerts and a digest of new matching grants: in the bell at the top of every page, and by email."
      />
      <div className="flex flex-col gap-4">
        {prefs.isError ? (
          <ErrorState error={prefs.error} title="Could not load your notification settings" />
        ) : prefs.isPending ? (
          <Loading />
        ) : (
          <>
            <PreferencesCard prefs={prefs.data} />
            {permissions.has('VIEW_GRANTS') && <DigestSearches prefs={prefs.data} />}
          </>
        )}
        {permissions.has('MANAGE_ORGANIZATION') && <TimeZoneSetting />}
      </div>
    </>
  );
}

function PreferencesCard({ prefs }: { prefs: Preferences }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  // Choices on their way to the server show at once (a controlled input must not snap back); a refusal drops them.
  const [pending, setPending] = useState<Changes>({});
  const save = useMutation(
    trpc.notifications.updatePreferences.mutationOptions({
      onSuccess: (next, changes) => {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), (old) => (old ? { ...old, ...next } : old));
        setSaved(savedText(changes));
      },
      onSettled: (_next, _error, changes) =>
        setPending(
          (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => changes[k as keyof Changes] !== v)) as Changes,
        ),
    }),
  );
  const change = (changes: Changes) => {
    setSaved(null);
    setPending((p) => ({ ...p, ...changes }));
    save.mutate(changes);
  };
  const shown = { ...prefs, ...pending };

  return (
    <Card aria-labelledby="prefs-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="prefs-title" className="mb-0">
          What you hear about
        </CardTitle>
        <Saved text={saved} />
      </div>
      {!prefs.emailEnabled && <EmailNotConfigured>you will see notifications in the bell only.</EmailNotConfigured>}
      <div className="flex flex-col gap-5">
        <fieldset aria-describedby="digest-hint">
          <legend className="text-sm font-medium text-slate-800">New-match digest</legend>
          <p id="digest-hint" className="mb-2 text-xs text-slate-600">
            New grants matching your organization&apos;s missions and the saved searches you include below, at 07:00 in
            the organization&apos;s time zone ({prefs.timeZone.replace(/_/g, ' ')}).
          </p>
          <div className="flex flex-col gap-1.5 sm:flex-row sm:gap-5">
            {DIGEST_CHOICES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="digest"
                  value={value}
                  className="accent-emerald-700"
                  checked={shown.digest === value}
                  onChange={() => change({ digest: value })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {TOPICS.map(([topic, label, hint]) => (
          <div key={topic} className="flex items-start gap-2">
            <input
              id={`pref-${topic}`}
              type="checkbox"
              className="mt-0.5 size-4 accent-emerald-700"
              checked={shown[topic]}
              aria-describedby={`pref-${topic}-hint`}
              onChange={(e) => change({ [topic]: e.target.checked })}
            />
            <div>
              <label htmlFor={`pref-${topic}`} className="text-sm font-medium text-slate-800">
                {label}
              </label>
              <p id={`pref-${topic}-hint`} className="text-xs text-slate-600">
                {hint}
              </p>
            </div>
          </div>
        ))}
        {save.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            Not saved: {save.error.message}
          </p>
        )}
      </div>
    </Card>
  );
}
