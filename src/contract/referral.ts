import * as z from 'zod/mini';
import { isEmailAddress, isPhoneNumber } from '../domain/patterns';
import { ReferralStatuses } from '../domain/referral';

const optionalText = (max: number, valid: (value: string) => boolean = () => true) =>
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.refine(valid)));

const referralShape = {
  /** The homeowner the owner recommends. */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: optionalText(254, isEmailAddress),
  phone: optionalText(40, isPhoneNumber),
  /** Where the recommended home is (place, region or country, as the owner knows it). */
  location: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  message: optionalText(2000),
  /** The recommended person agreed to be contacted: required. */
  consent: z.literal(true),
};

/** At least one way to reach the person: the problem is reported on `email`. */
const reachable = z.check<{ email?: string; phone?: string }>((ctx) => {
  if (!ctx.value.email && !ctx.value.phone) ctx.issues.push({ code: 'custom', message: 'email_or_phone', input: '', path: ['email'] });
});

/** POST /api/referrals (logged in): recommend another homeowner. */
export const ReferralRequest = z.object(referralShape).check(reachable);
export type ReferralRequest = z.infer<typeof ReferralRequest>;

/**
 * POST /api/reference-form (public): the same fields, plus the bot check: `formToken` from
 * GET /api/reference-form/token (signed, carries when the form was shown) and `website`, a field
 * people never see (a honeypot: bots fill in every field).
 */
export const ReferenceFormRequest = z.object({ ...referralShape, formToken: z.string().check(z.minLength(1), z.maxLength(200)), website: z.optional(z.string().check(z.maxLength(200))) }).check(reachable);
export type ReferenceFormRequest = z.infer<typeof ReferenceFormRequest>;

/** GET /api/reference-form/token. */
export const ReferenceFormToken = z.object({ formToken: z.string() });
export type ReferenceFormToken = z.infer<typeof ReferenceFormToken>;

/** A recommendation the owner made, and where it stands. */
export const Referral = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  location: z.string(),
  message: z.nullable(z.string()),
  status: z.enum(ReferralStatuses),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof Referral>;

/** GET /api/referrals: newest first. */
export const ReferralList = z.object({ content: z.array(Referral) });
export type ReferralList = z.infer<typeof ReferralList>;

/** POST /api/referrals and /api/reference-form 201. */
export const ReferralReceipt = z.object({ id: z.string() });
export type ReferralReceipt = z.infer<typeof ReferralReceipt>;
