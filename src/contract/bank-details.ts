import * as z from 'zod/mini';
import { bicRequired, isValidBic } from '../domain/bic';
import { isValidIban, normalizeIban } from '../domain/iban';
import { IBAN_LIKE } from '../domain/patterns';

const compact = (value: string) => normalizeIban(value);

/** The account holder's name: 2 to this many characters (trimmed), as banks take it. */
export const ACCOUNT_HOLDER_MAX = 70;

/**
 * POST /api/payments/bank-details. The IBAN must have the IBAN shape, its country's length and
 * valid check digits (spaces allowed); the BIC is required outside SEPA and checked when given.
 */
export const BankDetailsRequest = z
  .object({
    iban: z.string().check(
      z.maxLength(64),
      z.refine((value) => IBAN_LIKE.test(compact(value)), { message: 'iban_format' }),
      z.refine((value) => isValidIban(value), { message: 'iban_invalid' }),
    ),
    accountHolder: z.string().check(z.trim(), z.minLength(2), z.maxLength(ACCOUNT_HOLDER_MAX)),
    bic: z.optional(z.string().check(z.trim(), z.maxLength(11), z.refine((value) => value === '' || isValidBic(value)))),
  })
  .check(
    z.superRefine((value, context) => {
      if (isValidIban(value.iban) && bicRequired(value.iban) && !value.bic) context.issues.push({ code: 'custom', path: ['bic'], message: 'bic_required', input: value.bic });
    }),
  );
export type BankDetailsRequest = z.infer<typeof BankDetailsRequest>;
