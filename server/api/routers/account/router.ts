import { createTRPCRouter } from '../../trpc';

/** Dashboard-only, before sign-in: password reset (SPEC §14). */
export const accountRouter = createTRPCRouter({});
