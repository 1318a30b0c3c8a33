// Dashboard: the organization's own settings (MANAGE_ORGANIZATION). Plans are changed by operators (CLI).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { organizations } from '~/db/schema';
import { updateOrganization } from '~/server/organizations/organizations';
import { deliverablesTemplate, updateDeliverablesTemplate } from '~/server/pipeline/projects';
import { createTRPCRouter, withPermission } from '../../trpc';

const manage = withPermission('MANAGE_ORGANIZATION');

export const organizationRouter = createTRPCRouter({
  get: manage.query(async ({ ctx }) => {
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.principal.organizationId));
    return { id: org!.id, name: org!.name, slug: org!.slug, plan: org!.plan, livemode: org!.livemode, highMatchThreshold: org!.highMatchThreshold, timeZone: org!.timeZone };
  }),
  update: manage
    .input(
      z.object({
        name: z.string().trim().min(1).max(200).optional(),
        highMatchThreshold: z.number().int().min(1).max(100).optional(),
        timeZone: z.string().trim().min(1).max(64).optional().describe('IANA time zone: digests and reminders go out at 07:00 there'),
      }),
    )
    .mutation(({ ctx, input }) => updateOrganization(ctx.db, ctx.principal.organizationId, input)),
  // The deliverables every funded project starts with (readable by whoever manages tasks).
  deliverablesTemplate: withPermission('VIEW_PROJECTS').query(async ({ ctx }) => ({
    items: await deliverablesTemplate(ctx.db, ctx.principal.organizationId),
  })),
  updateDeliverablesTemplate: withPermission('MANAGE_TASKS')
    .input(
      z.object({
        items: z
          .array(
            z.object({
              title: z.string().trim().min(1).max(300),
              description: z.string().trim().max(2000).optional(),
              anchor: z.enum(['start', 'end']),
              offsetDays: z.number().int().min(-3650).max(3650),
            }),
          )
          .max(50),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      items: await updateDeliverablesTemplate(ctx.db, ctx.principal.organizationId, input.items),
    })),
});
