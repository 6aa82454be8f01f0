import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from '../src/app/session.machine';
import { changePasswordMachine } from '../src/features/change-password/change-password.machine';
import { liveEventsMachine } from '../src/features/live-events/live-events.machine';
import { loginMachine } from '../src/features/login/login.machine';
import { paymentScheduleChangeMachine } from '../src/features/payments/payment-schedule-change.machine';
import { pushMachine } from '../src/features/push/push.machine';
import { localeSwitchMachine } from '../src/features/shell/locale-switch.machine';
import { taxIdMachine } from '../src/features/tax-id/tax-id.machine';
import { twoFactorContactMachine } from '../src/features/two-factor-contact/two-factor-contact.machine';

/** Every XState machine of the app, by the file name of its diagram under docs/machines/. */
export const machines: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  login: loginMachine,
  'locale-switch': localeSwitchMachine,
  'two-factor-contact': twoFactorContactMachine,
  'tax-id': taxIdMachine,
  'change-password': changePasswordMachine,
  'live-events': liveEventsMachine,
  push: pushMachine,
  'payment-schedule-change': paymentScheduleChangeMachine,
};
