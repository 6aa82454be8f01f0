import { useQuery } from '@tanstack/react-query';
import type { TransactionsQuery } from '../../contract/payments';
import { paymentsPort } from '../../ports/payments-gateway';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

export function useOverview() {
  const gateway = usePort(paymentsPort);
  return useQuery({ queryKey: queryKeys.paymentsOverview(), queryFn: () => gateway.overview() });
}

export function useTransactions(query: Partial<TransactionsQuery>) {
  const gateway = usePort(paymentsPort);
  return useQuery({ queryKey: queryKeys.paymentsTransactions(query), queryFn: () => gateway.transactions(query), placeholderData: (previous) => previous });
}

export function useStatements(year: number | undefined) {
  const gateway = usePort(paymentsPort);
  return useQuery({ queryKey: queryKeys.paymentsStatements(year), queryFn: () => gateway.statements(year) });
}

export function usePaymentInfo() {
  const gateway = usePort(paymentsPort);
  return useQuery({ queryKey: queryKeys.paymentInfo(), queryFn: () => gateway.paymentInfo() });
}
