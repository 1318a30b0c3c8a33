'use client';
// Choosing who owns a pursuit or is assigned a deliverable: the members who can see pipeline work (members.assignable),
// or nobody. A person reads as their name (else their email), "(you)" for the signed-in member.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../_trpc/react';
import { Select } from './ui/Input';

export const NOBODY = 'Nobody';

export function useMemberNames() {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  const assignable = useQuery(trpc.members.assignable.queryOptions());
  const members = (assignable.data?.data ?? []).map((m) => ({
    userId: m.userId,
    label: `${m.name || m.email || 'A member'}${m.userId === me.data?.userId ? ' (you)' : ''}`,
  }));
  const nameOf = (userId: string | null) =>
    userId === null
      ? NOBODY
      : (members.find((m) => m.userId === userId)?.label ?? (assignable.isPending ? '…' : 'A former member'));
  return { members, nameOf, isPending: assignable.isPending, error: assignable.error };
}

export function MemberSelect({
  value,
  onChange,
  ...props
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (userId: string | null) => void;
}) {
  const { members, nameOf, isPending } = useMemberNames();
  const known = value === null || members.some((m) => m.userId === value);
  return (
    <Select
      {...props}
      value={value ?? ''}
      disabled={props.disabled || isPending}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{NOBODY}</option>
      {!known && value !== null && <option value={value}>{nameOf(value)}</option>}
      {members.map((m) => (
        <option key={m.userId} value={m.userId}>
          {m.label}
        </option>
      ))}
    </Select>
  );
}
