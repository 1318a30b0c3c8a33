// The application router: every domain router, listed by hand.
import { grantsRouter } from './routers/grants/router';
import { missionsRouter } from './routers/missions/router';
import { systemRouter } from './routers/system/router';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  system: systemRouter,
  grants: grantsRouter,
  missions: missionsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
