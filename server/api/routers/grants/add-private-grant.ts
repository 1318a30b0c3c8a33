// Dashboard: an organization adds a grant of its own (visible to it alone), matched at once.
import { z } from 'zod';
import { addPrivateGrant } from '~/server/discovery/private-grants';
import { ZDate } from '../../schemas';
import { withPermission } from '../../trpc';

const amount = z.number().int().min(0).max(1_000_000_000_000).optional();

export const ZAddPrivateGrantRequest = z.object({
  title: z.string().trim().min(1).max(500),
  agency: z.string().trim().max(300).optional(),
  description: z.string().trim().max(50_000).optional(),
  eligibilityNotes: z.string().trim().max(10_000).optional(),
  postedDate: ZDate.optional(),
  closeDate: ZDate.optional(),
  awardFloor: amount,
  awardCeiling: amount,
  categories: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  eligibleApplicantTypes: z.array(z.string().trim().min(1).max(300)).max(30).optional(),
  url: z.url({ protocol: /^https?$/ }).optional(),
});

export const addPrivateGrantProcedure = withPermission('MANAGE_MISSIONS')
  .input(ZAddPrivateGrantRequest)
  .mutation(({ ctx, input }) => addPrivateGrant(ctx.db, ctx.principal.organizationId, input));
