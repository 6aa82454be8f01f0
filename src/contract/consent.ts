// Apart from the statistics' schemas (telemetry.ts): every signed-in page reads the stored consent
// as it starts, and building all of those schemas was a task of ~18 ms there (issue 23).
import * as z from 'zod/mini';
import { SupportedInstant } from './supported-instant';

/** GET/PUT /api/consent: an owner's saved decision (statistics or not, and when it was made). */
export const ConsentChoice = z.object({ statistics: z.boolean(), decidedAt: SupportedInstant });
export type ConsentChoice = z.infer<typeof ConsentChoice>;
/** GET /api/consent: the owner's decision, or null before the first one. */
export const StoredConsent = z.object({ consent: z.nullable(ConsentChoice) });
export type StoredConsent = z.infer<typeof StoredConsent>;
