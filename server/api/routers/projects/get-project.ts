import { getProject } from '~/server/pipeline/projects';
import { withPermission } from '../../trpc';
import { getProjectOperation as operation } from './get-project.schema';

export const getProjectProcedure = withPermission('VIEW_PROJECTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(({ ctx, input }) => getProject(ctx.db, ctx.principal.organizationId, input.id));
