// Which grants an organization can see: the public catalog plus its own private grants (SPEC §6), the one predicate.
import { eq, isNull, or } from 'drizzle-orm';
import { grants } from '~/db/schema';

export const visibleTo = (organizationId: string) =>
  or(isNull(grants.ownerOrganizationId), eq(grants.ownerOrganizationId, organizationId))!;
