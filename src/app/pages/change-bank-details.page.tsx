import { useQueryClient } from '@tanstack/react-query';
import { ChangeBankDetailsView } from '../../features/payments/change-bank-details.view';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { provideChangeBankDetails } from '../change-bank-details.provide';
import { paymentsModule } from '../modules/payments.module';
import { useModules } from '../use-modules';
import { useProvidedActor } from '../use-provided-actor';

/** /profile/payment-info/change-bank-details */
export default function ChangeBankDetailsPage() {
  useModules(paymentsModule);
  const queryClient = useQueryClient();
  const change = useProvidedActor(provideChangeBankDetails, { onChanged: () => void invalidate(queryClient, invalidatedBy.paymentsChanged) });
  return <ChangeBankDetailsView change={change} />;
}
