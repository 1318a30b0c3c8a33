// The events of the example story (server/api/openapi/example-story.ts), in the envelope webhooks deliver.
import type { z } from 'zod';
import { ORGANIZATION_ID } from '../../openapi/example-story';
import { project } from '../projects/project.examples';
import { projectWhenWon, pursuitWon } from '../pursuits/pursuit.examples';
import { kickoffCompleted } from '../tasks/task.examples';
import type { ZEvent, ZListEventsResponse } from './list-events.schema';

type Event = z.output<typeof ZEvent>;

const taskCompletedEvent = {
  id: 'evt_01M2GCR93S5TNAKQ8DZ1VXC7GM',
  type: 'task.completed',
  createdAt: '2026-09-14T16:42:08.377Z',
  apiVersion: 'v1',
  livemode: true,
  organizationId: ORGANIZATION_ID,
  data: { task: kickoffCompleted, project },
} satisfies Event;

const pursuitWonEvent = {
  id: 'evt_01KY55PQGJR7H2WB9ESYD3N6KP',
  type: 'pursuit.won',
  createdAt: '2026-07-22T15:04:31.506Z',
  apiVersion: 'v1',
  livemode: true,
  organizationId: ORGANIZATION_ID,
  data: { pursuit: pursuitWon, project: projectWhenWon },
} satisfies Event;

export const eventsList: z.output<typeof ZListEventsResponse> = {
  data: [taskCompletedEvent, pursuitWonEvent],
  pagination: { limit: 2, offset: 0, total: 6, hasMore: true },
};
