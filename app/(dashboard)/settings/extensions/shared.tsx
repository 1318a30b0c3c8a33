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
  if (expiresAt && Date.parse(expiresAt) < Date.now()) return <Badge tone="amber">expired</Badge>;
  return <Badge tone="green">active</Badge>;
}

export const isUsable = (c: { revokedAt: string | null; expiresAt: string | null }) =>
  !c.revokedAt && !(c.expiresAt && Date.parse(c.expiresAt) < Date.now());
