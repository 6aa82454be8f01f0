import { StatementsView } from '../../features/payments/statements.view';
import { paymentsModule } from '../modules/payments.module';
import { useModules } from '../use-modules';

/** /payments-overview/statements */
export default function StatementsPage() {
  useModules(paymentsModule);
  return <StatementsView />;
}
