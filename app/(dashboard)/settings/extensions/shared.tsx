// Bits the extension tabs share: credential status, expiry choices.
import { Badge } from '../../../_components/ui/Badge';

export const EXPIRY_CHOICES = [
  ['', 'Never'],
  ['30', 'In 30 days'],
  ['90', 'In 90 days'],
  ['365', 'In a year'],
] as const;

export function CredentialStatus({ revokedAt, expiresAt }: { revokedAt: string | null; expiresAt: string | null }) {
  if (revokedAt) return <Badge tone="red">revoked</Badge>;
  // Expiry is judged at render time on purpose (a re-render after a refetch shows a key that has since expired);
  // the app doesn't use the React Compiler, so nothing memoizes this component across renders.
  // eslint-disable-next-line react-hooks/purity -- the current time is this badge's input
  if (expiresAt && Date.parse(expiresAt) < Date.now()) return <Badge tone="amber">expired</Badge>;
  return <Badge tone="green">active</Badge>;
}

export const isUsable = (c: { revokedAt: string | null; expiresAt: string | null }) =>
  !c.revokedAt && !(c.expiresAt && Date.parse(c.expiresAt) < Date.now());

/**
 * Who created a credential; a usable one whose creator is gone (removed from the organization, or disabled) is
 * flagged, so that an admin revokes what nobody answers for any more (docs/members.md).
 */
export function CreatedBy({
  credential,
}: {
  credential: {
    createdBy: { email: string | null } | null;
    creatorGone: boolean;
    revokedAt: string | null;
    expiresAt: string | null;
  };
}) {
  const { createdBy, creatorGone } = credential;
  if (!createdBy) return null;
  return (
    <p className="text-xs font-normal text-slate-600">
      by {createdBy.email ?? 'a deleted user'}
      {creatorGone && isUsable(credential) && (
        <Badge tone="red" className="ml-2" title="Its creator is no longer a member: revoke it unless still needed">
          creator gone
        </Badge>
      )}
    </p>
  );
}
