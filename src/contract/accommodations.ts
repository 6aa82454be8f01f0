import * as z from 'zod/mini';
import { ContractStatuses } from '../domain/enumerations';

/** One holiday home of the account. */
export const Accommodation = z.object({
  /** e.g. HR2731.100.1 (domain ACCOMMODATION_CODE). */
  code: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  place: z.string(),
  contractStatus: z.enum(ContractStatuses),
});
export type Accommodation = z.infer<typeof Accommodation>;

/** GET /api/accommodations: the account's own holiday homes, by code. */
export const Accommodations = z.array(Accommodation);
