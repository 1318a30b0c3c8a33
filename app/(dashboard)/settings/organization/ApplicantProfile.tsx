'use client';
// Settings → Organization → Applicant profile (docs/applications.md#organization-profile): the fields every federal
// application asks of the applicant. Whoever holds MANAGE_ORGANIZATION edits them; everyone else reads them. Only the
// fields that changed are sent (PATCH semantics); an emptied field is cleared; the server's 400 shows beside its field.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../_components/ui/Button';
import { Card, CardTitle } from '../../../_components/ui/Card';
import { Field, Input, Select } from '../../../_components/ui/Input';
import { ErrorState, Loading } from '../../../_components/ui/States';
import { useTRPC } from '../../../_trpc/react';
import { Saved } from '../notifications/Saved';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The form's fields, as PATCH paths name them. */
const FIELDS = [
  'legalName',
  'ein',
  'uei',
  'samRegistrationExpiresOn',
  'applicantType',
  'authorizedRepresentative.name',
  'authorizedRepresentative.title',
  'authorizedRepresentative.email',
  'fiscalYearStartMonth',
  'indirectCostRate',
  'indirectCostRateExpiresOn',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

interface Profile {
  legalName: string | null;
  ein: string | null;
  uei: string | null;
  samRegistrationExpiresOn: string | null;
  applicantType: string | null;
  authorizedRepresentative: { name: string | null; title: string | null; email: string | null };
  fiscalYearStartMonth: number | null;
  indirectCostRate: number | null;
  indirectCostRateExpiresOn: string | null;
}

function valuesOf(p: Profile): Values {
  const s = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    legalName: s(p.legalName),
    ein: s(p.ein),
    uei: s(p.uei),
    samRegistrationExpiresOn: s(p.samRegistrationExpiresOn),
    applicantType: s(p.applicantType),
    'authorizedRepresentative.name': s(p.authorizedRepresentative.name),
    'authorizedRepresentative.title': s(p.authorizedRepresentative.title),
    'authorizedRepresentative.email': s(p.authorizedRepresentative.email),
    fiscalYearStartMonth: s(p.fiscalYearStartMonth),
    indirectCostRate: s(p.indirectCostRate),
    indirectCostRateExpiresOn: s(p.indirectCostRateExpiresOn),
  };
}

/** The PATCH body: the fields that differ from what was loaded; '' clears; numbers as numbers (a non-number as typed, for the server to name). */
function changesOf(before: Values, after: Values) {
  const body: Record<string, unknown> = {};
  const rep: Record<string, unknown> = {};
  for (const f of FIELDS) {
    if (before[f] === after[f]) continue;
    const raw = after[f].trim();
    const numeric = f === 'fiscalYearStartMonth' || f === 'indirectCostRate';
    const value = raw === '' ? null : numeric && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    if (f.startsWith('authorizedRepresentative.')) rep[f.slice('authorizedRepresentative.'.length)] = value;
    else body[f] = value;
  }
  if (Object.keys(rep).length) body.authorizedRepresentative = rep;
  return body;
}

const LABELS: Record<FieldName, string> = {
  legalName: 'Legal name',
  ein: 'EIN',
  uei: 'UEI (SAM.gov Unique Entity ID)',
  samRegistrationExpiresOn: 'SAM.gov registration expires',
  applicantType: 'Applicant type',
  'authorizedRepresentative.name': 'Authorized representative: name',
  'authorizedRepresentative.title': 'Authorized representative: title',
  'authorizedRepresentative.email': 'Authorized representative: email',
  fiscalYearStartMonth: 'Fiscal year starts in',
  indirectCostRate: 'Indirect cost rate (%)',
  indirectCostRateExpiresOn: 'Rate agreement expires',
};

const HINTS: Partial<Record<FieldName, string>> = {
  ein: 'NN-NNNNNNN, as the IRS wrote it',
  uei: '12 characters from SAM.gov: capital letters and digits, no I or O',
  samRegistrationExpiresOn: 'Owners and admins are reminded 60, 30 and 7 days before',
  indirectCostRate: 'Your negotiated rate, 0 to 100',
};

const inputId = (f: FieldName) => `profile-${f.replace('.', '-')}`;

/** `applicantTypes`: the Grants.gov codes and labels the server takes (server/organizations/profile.ts). */
export function ApplicantProfile({ applicantTypes }: { applicantTypes: [string, string][] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.members.me.queryOptions());
  const profile = useQuery(trpc.organizationProfile.get.queryOptions({}));
  const canEdit = (me.data?.permissions ?? []).includes('MANAGE_ORGANIZATION');
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const update = useMutation(
    trpc.organizationProfile.update.mutationOptions({
      onSuccess: (p) => {
        queryClient.setQueryData(trpc.organizationProfile.get.queryKey({}), p);
        setEdits({});
        setSaved('applicant profile');
      },
    }),
  );
  const issues = (update.error as { data?: { issues?: { path: string; message: string }[] } } | null)?.data?.issues;
  const issueOf = (f: FieldName) => issues?.find((i) => i.path === f)?.message ?? null;

  if (profile.isError) return <ErrorState error={profile.error} title="Could not load the applicant profile" />;
  if (!profile.data || !me.data) return <Loading />;
  const loaded = valuesOf(profile.data);
  const values: Values = { ...loaded, ...edits };
  const body = changesOf(loaded, values);
  const set = (f: FieldName, v: string) => {
    setSaved(null);
    setEdits((e) => ({ ...e, [f]: v }));
  };

  const control = (f: FieldName) => {
    const error = issueOf(f);
    const describedBy = [HINTS[f] ? `${inputId(f)}-hint` : null, error ? `${inputId(f)}-error` : null]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: inputId(f),
      name: f,
      value: values[f],
      disabled: !canEdit || update.isPending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <Field key={f} label={LABELS[f]} htmlFor={inputId(f)} hint={HINTS[f]} className="min-w-0">
        {f === 'applicantType' ? (
          <Select {...common} onChange={(e) => set(f, e.target.value)}>
            <option value="">Not set</option>
            {applicantTypes.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </Select>
        ) : f === 'fiscalYearStartMonth' ? (
          <Select {...common} onChange={(e) => set(f, e.target.value)}>
            <option value="">Not set</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...common}
            type={f.endsWith('ExpiresOn') ? 'date' : f === 'authorizedRepresentative.email' ? 'email' : 'text'}
            inputMode={f === 'indirectCostRate' ? 'decimal' : undefined}
            autoComplete="off"
            // A UEI is upper case (SAM.gov shows it so); the server refuses lower case rather than rewrite it.
            onChange={(e) => set(f, f === 'uei' ? e.target.value.toUpperCase() : e.target.value)}
          />
        )}
        {error && (
          <p id={`${inputId(f)}-error`} className="text-sm text-red-800">
            {error}
          </p>
        )}
      </Field>
    );
  };

  return (
    <Card aria-labelledby="applicant-profile-title" id="applicant-profile">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="applicant-profile-title" className="mb-0">
          Applicant profile
        </CardTitle>
        <Saved text={saved} />
      </div>
      {!canEdit && (
        <p className="mb-3 text-sm text-slate-600">Only the organization’s owners can change the applicant profile.</p>
      )}
      <form
        noValidate
        aria-labelledby="applicant-profile-title"
        onSubmit={(e) => {
          e.preventDefault();
          if (Object.keys(body).length) update.mutate(body as Parameters<typeof update.mutate>[0]);
        }}
        className="flex flex-col gap-4"
      >
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-2">
          <legend className="sr-only">The applicant</legend>
          {(['legalName', 'ein', 'uei', 'samRegistrationExpiresOn', 'applicantType'] as const).map(control)}
        </fieldset>
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Authorized representative</legend>
          {(
            [
              'authorizedRepresentative.name',
              'authorizedRepresentative.title',
              'authorizedRepresentative.email',
            ] as const
          ).map(control)}
        </fieldset>
        <fieldset className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Finances</legend>
          {(['fiscalYearStartMonth', 'indirectCostRate', 'indirectCostRateExpiresOn'] as const).map(control)}
        </fieldset>
        {update.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            Not saved: {update.error.message}
          </p>
        )}
        {canEdit && (
          <div>
            <Button type="submit" disabled={update.isPending || Object.keys(body).length === 0}>
              Save applicant profile
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
