// Dashboard: the organization's own settings (MANAGE_ORGANIZATION). Plans are changed by operators (CLI).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { organizations } from '~/db/schema';
import { updateOrganization } from '~/server/organizations/create-organization';
import { createTRPCRouter, withPermission } from '../../trpc';

const manage = withPermission('MANAGE_ORGANIZATION');

export const organizationRouter = createTRPCRouter({
  get: manage.query(async ({ ctx }) => {
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.principal.organizationId));
    return { id: org!.id, name: org!.name, slug: org!.slug, plan: org!.plan, livemode: org!.livemode, highMatchThreshold: org!.highMatchThreshold };
  }),
  update: manage
    .input(z.object({ name: z.string().trim().min(1).max(200).optional(), highMatchThreshold: z.number().int().min(1).max(100).optional() }))
    .mutation(({ ctx, input }) => updateOrganization(ctx.db, ctx.principal.organizationId, input)),
});
