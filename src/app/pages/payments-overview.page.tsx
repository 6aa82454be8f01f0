import { PaymentsOverviewView } from '../../features/payments/payments-overview.view';

/** /payments-overview (its query hooks read the payments port). */
export default function PaymentsOverviewPage() {
  return <PaymentsOverviewView />;
}
