import { PaymentsOverviewView } from '../../features/payments/payments-overview.view';
import { paymentsModule } from '../modules/payments.module';
import { useModules } from '../use-modules';

/** /payments-overview (its query hooks read the payments port). */
export default function PaymentsOverviewPage() {
  useModules(paymentsModule);
  return <PaymentsOverviewView />;
}
