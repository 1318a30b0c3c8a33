'use client';
// The organization's time zone (MANAGE_ORGANIZATION): everyone's digests and reminders go out at 07:00 there. The
// choices are the browser's own IANA zones; the server checks the name against its zone database.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { Field, Select } from '../../../_components/ui/Input';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useTRPC } from '../../../_trpc/react';
import { Saved } from './Saved';

/** The zones grouped by region ("America", "Europe", …), with `current` among them even if this browser lacks it. */
function zoneGroups(current: string): [string, string[]][] {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', current]);
  const groups = new Map<string, string[]>();
  for (const zone of [...zones].sort()) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups];
}

const localNow = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

export function TimeZoneSetting() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const org = useQuery(trpc.organization.get.queryOptions());
  const [saved, setSaved] = useState<string | null>(null);
  // The zone on its way to the server shows at once (a controlled select must not snap back); a refusal drops it.
  const [pending, setPending] = useState<string | null>(null);
  const update = useMutation(
    trpc.organization.update.mutationOptions({
      onSuccess: (o) => {
        queryClient.setQueryData(trpc.organization.get.queryKey(), (old) =>
          old ? { ...old, timeZone: o.timeZone } : old,
        );
        setSaved(`time zone ${o.timeZone}`);
      },
      onSettled: () => setPending(null),
    }),
  );
  const current = pending ?? org.data?.timeZone;
  const groups = useMemo(() => (current ? zoneGroups(current) : []), [current]);

  return (
    <Card aria-labelledby="time-zone-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="time-zone-title" className="mb-0">
          Organization time zone
        </CardTitle>
        <Saved text={saved} />
      </div>
      {org.isError ? (
        <ErrorState error={org.error} title="Could not load the organization" />
      ) : !current || !org.data ? (
        <Loading />
      ) : (
        <div className="flex flex-col gap-3">
          <Field
            label="Time zone"
            htmlFor="org-time-zone"
            className="max-w-sm"
            hint={
              <>
                Digests and reminders go out at 07:00 in this time zone, for everyone in {org.data.name}. It is{' '}
                {localNow(current)} there now.
              </>
            }
          >
            <Select
              id="org-time-zone"
              aria-describedby="org-time-zone-hint"
              value={current}
              disabled={update.isPending}
              onChange={(e) => {
                setSaved(null);
                setPending(e.target.value);
                update.mutate({ timeZone: e.target.value });
              }}
            >
              {groups.map(([region, zones]) => (
                <optgroup key={region} label={region}>
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replaceAll('_', ' ')}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </Field>
          {update.error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              Not saved: {update.error.message}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
