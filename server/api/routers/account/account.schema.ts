// Inputs and outputs of the account procedures (password reset, docs/members.md). Bounded so bad input is a 400, never a 500.
import { z } from 'zod';

export const ZRequestPasswordResetRequest = z.object({
  email: z
    .string()
    .trim()
    .max(320, 'must be at most 320 characters')
    .pipe(z.email({ error: 'must be an email address' })),
});

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, 'is required').max(200, 'is not a valid reset token'),
  password: z.string().max(200, 'must be at most 200 characters'),
});

export const ZAccountMessage = z.object({ message: z.string() });

export type RequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequest>;
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
