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

/**
 * POST /api/password/reset/check → 204 while the link can still set a password; 410 `link_expired`
 * for a used, expired or unknown one. The page asks on arrival, before anything is typed (a POST, so
 * the link's secret stays out of URLs and logs). Any id up to 200 characters is asked about: one
 * cut short when copied (or missing) is simply not live, so the page says so instead of a 400.
 */
export const ResetLinkRequest = z.object({ id: z.string().check(z.maxLength(200)) });
export type ResetLinkRequest = z.infer<typeof ResetLinkRequest>;

/** An e-mail address as people type it (trimmed, at most 254 characters). */
export const EmailAddress = z.string().check(z.trim(), z.maxLength(254), z.email());

/** POST /api/forgot-number → 202 always; the owner numbers go to that address if it has any. */
export const ForgotNumberRequest = z.object({ email: EmailAddress });
export type ForgotNumberRequest = z.infer<typeof ForgotNumberRequest>;
