// The application router: every domain router, listed by hand.
import { eventsRouter } from './routers/events/router';
import { extensionsRouter } from './routers/extensions/router';
import { grantsRouter } from './routers/grants/router';
import { membersRouter } from './routers/members/router';
import { missionsRouter } from './routers/missions/router';
import { organizationRouter } from './routers/organization/router';
import { systemRouter } from './routers/system/router';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  system: systemRouter,
  grants: grantsRouter,
  missions: missionsRouter,
  events: eventsRouter,
  // Dashboard-only routers (no REST operations):
  extensions: extensionsRouter,
  members: membersRouter,
  organization: organizationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
