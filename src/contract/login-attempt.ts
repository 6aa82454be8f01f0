import * as z from 'zod/mini';
import { FactorDeliveryMethods } from '../domain/enumerations';
import { SecondaryContact } from './auth';

/**
 * What the SPA keeps of a sign-in attempt waiting for its code, so a reload of /2fa (or a return
 * from the mail app) continues where the owner was. The attempt itself lives on the server for
 * 30 minutes; the token is only good for verify and resend of that attempt.
 */
export const SavedLoginAttempt = z.object({
  userID: z.string().check(z.minLength(1), z.maxLength(64)),
  returnTo: z.nullable(z.string()),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  maskedAddress: z.nullable(z.string()),
  factorDeliveryMethod: z.enum(FactorDeliveryMethods),
  contactId: z.string(),
  secondaryContacts: z.array(SecondaryContact),
  triesLeft: z.number().check(z.int(), z.minimum(0)),
});
export type SavedLoginAttempt = z.infer<typeof SavedLoginAttempt>;
