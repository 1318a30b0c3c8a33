import { deliverablesTemplate } from '~/server/pipeline/projects';
import { withPermission } from '../../trpc';

/** The deliverables every funded project starts with (readable by whoever reads projects). */
export const getDeliverablesTemplateProcedure = withPermission('VIEW_PROJECTS').query(async ({ ctx }) => ({
  items: await deliverablesTemplate(ctx.db, ctx.principal.organizationId),
}));
