import * as z from 'zod/mini';
import { isEmailOrPhone } from '../domain/patterns';

/**
 * POST /api/2fa/contact-us: a person who cannot receive the second-factor code asks support for
 * help. Public (before login), throttled per IP.
 */
export const TwoFactorContactRequest = z.object({
  userID: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** How support can reach the person: an e-mail address or a phone number. */
  contact: z.string().check(z.trim(), z.minLength(5), z.maxLength(120), z.refine(isEmailOrPhone)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
export type TwoFactorContactRequest = z.infer<typeof TwoFactorContactRequest>;
