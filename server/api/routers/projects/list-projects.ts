import { listProjects } from '~/server/pipeline/projects';
import { paginate, paginatedResponse } from '../../pagination';
import { withPermission } from '../../trpc';
import { ZListProjectsRequest, ZProject } from './project.schema';

export const listProjectsProcedure = withPermission('VIEW_PROJECTS')
  .meta({
    openapi: {
      method: 'GET',
      path: '/projects',
      tags: ['Projects'],
      summary: 'List funded projects (newest first)',
      protect: true,
    },
  })
  .input(ZListProjectsRequest)
  .output(paginatedResponse(ZProject))
  .query(async ({ ctx, input }) => {
    const { data, total } = await listProjects(ctx.db, ctx.principal.organizationId, input);
    return paginate(data, total, input);
  });
