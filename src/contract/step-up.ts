import * as z from 'zod/mini';
import { FactorDeliveryMethods } from '../domain/enumerations';
import { VerifyRequest } from './auth';
import { AuthenticationResponse } from './webauthn';

/**
 * GET /api/step-up, and the answer of both verify routes: until when this session counts as having
 * just proven a second factor (ISO instant), null when it does not. Changing passkeys and legal
 * data needs it (403 `step_up_required` otherwise).
 */
export const StepUpStatus = z.object({ freshUntil: z.nullable(z.string()) });
export type StepUpStatus = z.infer<typeof StepUpStatus>;

/** POST /api/step-up: where the code went (masked), like the login's answer. */
export const StepUpStarted = z.object({
  email: z.nullable(z.string()),
  factorDeliveryMethod: z.enum(FactorDeliveryMethods),
});
export type StepUpStarted = z.infer<typeof StepUpStarted>;

/** POST /api/step-up/verify: the 6-digit code. Wrong → 400 invalid_code with triesLeft. */
export const StepUpVerifyRequest = z.object({ code: VerifyRequest.shape.code });
export type StepUpVerifyRequest = z.infer<typeof StepUpVerifyRequest>;

/** POST /api/step-up/passkey/verify: the assertion of one of the owner's passkeys. */
export const StepUpPasskeyRequest = z.object({ response: AuthenticationResponse });
export type StepUpPasskeyRequest = z.infer<typeof StepUpPasskeyRequest>;
