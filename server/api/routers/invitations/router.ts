import { createTRPCRouter } from '../../trpc';

/** Dashboard-only: the invitee's side of an invitation (SPEC §14); the admin's side is under members. */
export const invitationsRouter = createTRPCRouter({});
