import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionsQuery } from '../../contract/payments';
import type { ExportFormat } from '../../domain/enumerations';
import { resolveUiLocale } from '../../domain/locale';
import { paymentsPort } from '../../ports/payments-gateway';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';
import { useRenderedQuery } from '../../ports/use-rendered-query';

export function useOverview() {
  const gateway = usePort(paymentsPort);
  return useRenderedQuery(useQuery({ queryKey: queryKeys.paymentsOverview(), queryFn: () => gateway.overview() }));
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

/** Refreshes what a payment change may alter (payment info, overview, inbox). */
export function useRefreshPayments(): () => void {
  const queryClient = useQueryClient();
  return () => void invalidate(queryClient, invalidatedBy.paymentsChanged);
}

/**
 * Where the browser downloads a statement or a year-end report (plain links: the files stream to
 * disk), in the interface's current language: headings, dates and number forms follow it.
 */
export function useDownloadLinks() {
  const gateway = usePort(paymentsPort);
  const locale = resolveUiLocale(useLingui().i18n.locale);
  return {
    statement: (statementId: string, format: ExportFormat) => gateway.statementUrl(statementId, format, locale),
    annualReport: (year: number, format: ExportFormat) => gateway.annualReportUrl(year, format, locale),
  };
}
