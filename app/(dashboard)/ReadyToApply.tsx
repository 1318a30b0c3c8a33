'use client';
// The overview's "Ready to apply" card (docs/applications.md#organization-profile): ready, or what the applicant
// profile still lacks, each linking to Settings → Organization. Hidden from whoever may not read the profile.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, ClipboardList } from 'lucide-react';
import Link from 'next/link';
import { Card, CardTitle } from '../_components/ui/Card';
import { Skeleton } from '../_components/ui/States';
import { useTRPC } from '../_trpc/react';

const SETTINGS = '/settings/organization#applicant-profile';

export function ReadyToApply() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.organizationProfile.get.queryOptions({}, { retry: false }));
  if (profile.isError) return null;
  const readiness = profile.data?.readiness;
  return (
    <Card aria-labelledby="ready-title" className="mt-6">
      <CardTitle id="ready-title" className="flex items-center gap-2">
        <ClipboardList className="size-4 text-emerald-700" aria-hidden /> Ready to apply
      </CardTitle>
      {!readiness ? (
        <Skeleton className="h-12" />
      ) : (
        <>
          {readiness.ready ? (
            <p className="flex items-center gap-2 text-sm text-emerald-800" data-testid="ready-state">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Ready: the applicant profile is complete.
            </p>
          ) : (
            <div data-testid="ready-state">
              <p className="text-sm text-slate-700">
                Not ready yet: {readiness.missing.length} {readiness.missing.length === 1 ? 'item' : 'items'} missing.
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800" aria-label="Missing">
                {readiness.missing.map((m) => (
                  <li key={m.field}>{m.message}</li>
                ))}
              </ul>
            </div>
          )}
          {readiness.warnings.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm text-amber-900" aria-label="Warnings">
              {readiness.warnings.map((w) => (
                <li key={w.field} className="flex items-start gap-2">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {w.message}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm">
            <Link href={SETTINGS} className="font-medium text-emerald-800 underline-offset-4 hover:underline">
              {readiness.ready ? 'Review the applicant profile' : 'Complete the applicant profile'}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}
