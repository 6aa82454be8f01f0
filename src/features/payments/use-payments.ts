import { useQuery } from '@tanstack/react-query';
import type { TransactionsQuery } from '../../contract/payments';
import type { PaymentsGateway } from '../../ports/payments-gateway';

/** Query keys of the payments pages: a change of schedule or bank details invalidates `paymentsKey`. */
export const paymentsKey = ['payments'] as const;
export const overviewKey = [...paymentsKey, 'overview'] as const;
export const transactionsKey = (query: Partial<TransactionsQuery>) => [...paymentsKey, 'transactions', query] as const;
export const statementsKey = (year: number | undefined) => [...paymentsKey, 'statements', year ?? 'all'] as const;
export const paymentInfoKey = [...paymentsKey, 'payment-info'] as const;

export function useOverview(gateway: PaymentsGateway) {
  return useQuery({ queryKey: overviewKey, queryFn: () => gateway.overview() });
}

export function useTransactions(gateway: PaymentsGateway, query: Partial<TransactionsQuery>) {
  return useQuery({ queryKey: transactionsKey(query), queryFn: () => gateway.transactions(query), placeholderData: (previous) => previous });
}

export function useStatements(gateway: PaymentsGateway, year: number | undefined) {
  return useQuery({ queryKey: statementsKey(year), queryFn: () => gateway.statements(year) });
}

export function usePaymentInfo(gateway: PaymentsGateway) {
  return useQuery({ queryKey: paymentInfoKey, queryFn: () => gateway.paymentInfo() });
}
