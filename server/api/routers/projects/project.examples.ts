// The funded project of the example story (server/api/openapi/example-story.ts), as read on 2026-09-21.
import type { z } from 'zod';
import type { Page } from '../../openapi/operation';
import { projectWhenWon } from '../pursuits/pursuit.examples';
import type { ZProject } from './project.schema';

/** Four deliverables by then, the kickoff done. */
export const project: z.output<typeof ZProject> = {
  ...projectWhenWon,
  taskCounts: { total: 4, completed: 1, overdue: 0 },
};

export const projectsList: Page<typeof ZProject> = {
  data: [project],
  pagination: { limit: 20, offset: 0, total: 1, hasMore: false },
};
