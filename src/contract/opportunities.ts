import * as z from 'zod/mini';
import { OpportunityKinds } from '../domain/opportunities';

export const Opportunity = z.object({
  kind: z.enum(OpportunityKinds),
  accommodation: z.object({ code: z.string(), name: z.string() }),
  effect: z.union([
    z.object({ kind: z.literal('revenue'), amountCents: z.number(), currency: z.string() }),
    z.object({ kind: z.literal('occupancy'), points: z.number() }),
  ]),
  link: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Opportunity = z.infer<typeof Opportunity>;

/** GET /api/opportunities: suggestions over the account's homes, largest revenue effect first. */
export const Opportunities = z.object({ seasonYear: z.number(), content: z.array(Opportunity) });
export type Opportunities = z.infer<typeof Opportunities>;
