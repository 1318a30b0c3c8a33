// Inputs of the invitee's side of an invitation.
import { z } from 'zod';

// The token is checked for shape in the domain (an odd one is simply "not valid"); bounded here.
const token = z.string().min(1).max(200);

export const ZInvitationTokenRequest = z.object({ token });
export const ZAcceptAsNewUserRequest = z.object({
  token,
  name: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});
