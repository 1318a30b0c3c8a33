// An organization's own settings as Settings → Organization and Settings → Notifications read them (changes go
// through updateOrganization). Plans are changed by operators (CLI), never here.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/db';
import { organizations } from '~/db/schema';
import { notFound } from '../errors';
import { DEFAULT_TIME_ZONE } from '../time-zones';

export interface OrganizationSettings {
  id: string;
  name: string;
  slug: string;
  plan: 'basic' | 'enterprise';
  livemode: boolean;
  highMatchThreshold: number;
  timeZone: string;
}

export async function getOrganizationSettings(db: DbOrTx, organizationId: string): Promise<OrganizationSettings> {
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      plan: organizations.plan,
      livemode: organizations.livemode,
      highMatchThreshold: organizations.highMatchThreshold,
      timeZone: organizations.timeZone,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw notFound('Organization');
  return org;
}

/** When "07:00" is for the organization's digests and reminders (every member may read it). */
export async function organizationTimeZone(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
