import { ChangeBankDetailsView } from '../../features/payments/change-bank-details.view';
import { paymentsModule } from '../modules/payments.module';
import { useModules } from '../use-modules';

/** /profile/payment-info/change-bank-details */
export default function ChangeBankDetailsPage() {
  useModules(paymentsModule);
  return <ChangeBankDetailsView />;
}
