import { useQueryClient } from '@tanstack/react-query';
import type { PayoutSchedule } from '../../domain/enumerations';
import { PaymentInfoView } from '../../features/payments/payment-info.view';
import { ScheduleChangeView } from '../../features/payments/schedule-change.view';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { providePaymentScheduleChange } from '../payment-schedule-change.provide';
import { paymentsModule } from '../modules/payments.module';
import { useModules } from '../use-modules';
import { useProvidedActor } from '../use-provided-actor';

/** The schedule change runs while its steps are shown, starting from the current schedule. */
function ScheduleChange({ current, today, onDone }: { current: PayoutSchedule | null; today: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const change = useProvidedActor(providePaymentScheduleChange, { onChanged: () => void invalidate(queryClient, invalidatedBy.paymentsChanged) }, { input: { current } });
  return <ScheduleChangeView change={change} today={today} onDone={onDone} />;
}

/** /profile/payment-info */
export default function PaymentInfoPage() {
  useModules(paymentsModule);
  // The browser's date is only the starting point shown in step 2; the server decides from its own.
  const today = new Date().toISOString().slice(0, 10);
  return <PaymentInfoView scheduleChange={(current, done) => <ScheduleChange current={current} today={today} onDone={done} />} />;
}
