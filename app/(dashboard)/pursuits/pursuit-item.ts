// The type of one pursuit as the board and the list show it (pursuits.list).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';

export type PursuitItem = inferRouterOutputs<AppRouter>['pursuits']['list']['data'][number];
