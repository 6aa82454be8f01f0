import * as z from 'zod/mini';
import { LoginRequest } from './auth';
import { ChangePasswordRequest } from './profile';

/** POST /api/password/forgot → 202 whatever the number (no enumeration). */
export const ForgotPasswordRequest = z.object({ userID: LoginRequest.shape.userID });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/**
 * POST /api/password/reset → 204; 410 `link_expired` for a used, expired or unknown link. `id` is
 * the value of the link's `id` query parameter; the password follows the rules of a change.
 */
export const ResetPasswordRequest = z.object({
  id: z.string().check(z.minLength(16), z.maxLength(200)),
  password: ChangePasswordRequest.shape.newPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** An e-mail address as people type it (trimmed, at most 254 characters). */
export const EmailAddress = z.string().check(z.trim(), z.maxLength(254), z.email());

/** POST /api/forgot-number → 202 always; the owner numbers go to that address if it has any. */
export const ForgotNumberRequest = z.object({ email: EmailAddress });
export type ForgotNumberRequest = z.infer<typeof ForgotNumberRequest>;
