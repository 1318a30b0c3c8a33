import { listProjects } from '~/server/pipeline/projects';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import { listProjectsOperation as operation } from './list-projects.schema';

export const listProjectsProcedure = withPermission('VIEW_PROJECTS')
  .meta(operation.meta)
  .input(operation.input)
  .output(operation.output)
  .query(async ({ ctx, input }) => {
    const { data, total } = await listProjects(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
