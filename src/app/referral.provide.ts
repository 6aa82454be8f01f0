import { fromPromise } from 'xstate';
import { REFERRAL_FORM_MIN_FILL_MS } from '../domain/referral';
import { referralMachine, type ReferralMode } from '../features/contact/referral.machine';
import { referralPort } from '../ports/referral-gateway';
import type { Wiring } from './use-provided-actor';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The referral form: an owner's recommendation, or the public form with its bot check. A person
 * who fills in the public form faster than the server's minimum (autofill) is held back here for
 * the rest of it instead of being refused; `onSent` refreshes the owner's list.
 */
export function provideReferral({ ports }: Wiring, { mode, onSent }: { mode: ReferralMode; onSent: () => void }) {
  const referrals = ports.get(referralPort);
  let tokenArrived = 0;
  return referralMachine.provide({
    guards: { isPublic: () => mode === 'public' },
    actors: {
      formToken: fromPromise(async () => {
        const token = await referrals.formToken();
        tokenArrived = Date.now();
        return token;
      }),
      send: fromPromise(async ({ input }) => {
        if (mode === 'owner') return referrals.refer(input.request);
        await wait(Math.max(0, tokenArrived + REFERRAL_FORM_MIN_FILL_MS + 200 - Date.now()));
        return referrals.referPublicly({ ...input.request, formToken: input.formToken ?? '', website: input.website });
      }),
    },
    actions: { referralSent: () => onSent() },
  });
}
