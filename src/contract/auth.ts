import * as z from 'zod/mini';
import { FactorDeliveryMethods } from '../domain/enumerations';
import { VERIFICATION_CODE } from '../domain/patterns';

/** The second factor's code (see the domain's VERIFICATION_CODE). */
export const VerificationCode = z.string().check(z.regex(VERIFICATION_CODE));

/** A contact of the account who may receive the second-factor code (masked address). */
export const SecondaryContact = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** Where a code for this contact would go under the account's delivery method (masked); null: nowhere. */
  codeTo: z.optional(z.nullable(z.object({ factorDeliveryMethod: z.enum(FactorDeliveryMethods), address: z.string() }))),
});
export type SecondaryContact = z.infer<typeof SecondaryContact>;

/** POST /api/login. supplierContactId picks the contact that receives the code (remembered per user). */
export const LoginRequest = z.object({
  userID: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  supplierContactId: z.optional(z.string().check(z.maxLength(64))),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Whether a code message left at once (`sent`) or waits in the server's outbox (`queued`). */
const CodeDelivery = z.enum(['sent', 'queued']);

export const LoginResponse = z.object({
  success: z.boolean(),
  /** Masked address the code went to (e-mail, or phone for AWS); null when there is none. */
  email: z.nullable(z.string()),
  factorDeliveryMethod: z.enum(FactorDeliveryMethods),
  /** The account has no channel for a code: the SPA shows /authentication-error. */
  noEmail: z.boolean(),
  /** Opaque handle of this login attempt, sent back with verify and resend. */
  token: z.string(),
  contactId: z.string(),
  secondaryContacts: z.array(SecondaryContact),
  /**
   * What became of the code message (absent when none was sent): `queued` means it has not left
   * yet (the provider is slow or down) and goes out as soon as it can, within the code's validity.
   */
  codeDelivery: z.optional(CodeDelivery),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/login/verify: a 6-digit code. */
export const VerifyRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  code: VerificationCode,
});
export type VerifyRequest = z.infer<typeof VerifyRequest>;

export const VerifyResponse = z.object({
  success: z.boolean(),
  username: z.string(),
  requireNewPassword: z.boolean(),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** POST /api/login/resend and /api/login/{contactId}/resend. */
export const ResendRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ResendRequest = z.infer<typeof ResendRequest>;

export const ResendResponse = z.object({
  success: z.boolean(),
  email: z.nullable(z.string()),
  factorDeliveryMethod: z.enum(FactorDeliveryMethods),
  contactId: z.string(),
  codeDelivery: z.optional(CodeDelivery),
});
export type ResendResponse = z.infer<typeof ResendResponse>;
