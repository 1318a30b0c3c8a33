// The application router: every domain router, listed by hand.
import { grantsRouter } from './routers/grants/router';
import { systemRouter } from './routers/system/router';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  system: systemRouter,
  grants: grantsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
