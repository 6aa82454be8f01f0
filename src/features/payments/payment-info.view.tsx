import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PayoutSchedule } from '../../domain/enumerations';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, QueryState } from '../../ui/query-state';
import { scheduleText } from './payment-texts';
import { bankRejectionTexts as rejection } from '../../i18n/bank-details-texts';
import { Definition } from './definition.view';
import * as styles from './payments.css';
import { usePaymentInfo, useRefreshPayments } from './use-payments';

const infoLoadFailed = loadFailed(/*i18n*/ { id: 'payments.info.error', message: 'We could not load your payment information' });

/**
 * /profile/payment-info: the bank account (masked), holder, payout schedule and card; the schedule
 * change runs in place (`scheduleChange` renders its steps), the bank details on their own page.
 */
export function PaymentInfoView({ scheduleChange }: { scheduleChange: (current: PayoutSchedule | null, done: () => void) => ReactNode }) {
  const { i18n } = useLingui();
  const info = usePaymentInfo();
  const refresh = useRefreshPayments();
  const [changing, setChanging] = useState(false);
  const row = (term: string, value: ReactNode) => <Definition term={term} value={value} />;
  const none = i18n._({ id: 'payments.info.none', message: 'Not given' });
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'payments.info.title', message: 'Payment information' })}
        description={i18n._({ id: 'payments.info.lead', message: 'Where and when we pay you.' })}
      />
      <QueryState query={info} loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={infoLoadFailed}>
        {(data) => (
          <div className={styles.layout}>
            <Card as="section" aria-labelledby="payment-info-bank" className={styles.section}>
              <h2 id="payment-info-bank" className={styles.sectionTitle}>
                {i18n._({ id: 'payments.info.bank', message: 'Bank account' })}
              </h2>
              <dl className={styles.definitionList}>
                {row(i18n._({ id: 'payments.info.iban', message: 'IBAN' }), data.iban ?? none)}
                {row(i18n._({ id: 'payments.info.holder', message: 'Account holder' }), data.accountHolder ?? none)}
                {data.bic && row(i18n._({ id: 'payments.info.bic', message: 'BIC' }), data.bic)}
                {data.card && row(i18n._({ id: 'payments.info.card', message: 'Payout card' }), data.card.number)}
              </dl>
              {data.rejectedBankChange && (
                // The same state the overview's task and the inbox card tell (bank-details-state on the server).
                <Alert tone="warning" title={i18n._(rejection.title)}>
                  <p>
                    {i18n._({ ...rejection.asked, values: { iban: data.rejectedBankChange.iban } })}{' '}
                    {data.iban ? i18n._({ ...rejection.paidTo, values: { iban: data.iban } }) : i18n._(rejection.nothingOnFile)}
                  </p>
                  <p>{i18n._(rejection.whatToDo)}</p>
                </Alert>
              )}
              {data.pendingBankChange && (
                <Alert tone="info" title={i18n._({ id: 'payments.info.pending', message: 'A change of bank details is being checked' })}>
                  {i18n._({ id: 'payments.info.pendingText', message: 'We will tell you in your inbox when the new account is in use.' })}
                </Alert>
              )}
              <Link href="/profile/payment-info/change-bank-details" className={styles.downloadLink}>
                {data.rejectedBankChange ? i18n._(rejection.again) : i18n._({ id: 'payments.info.changeBank', message: 'Change bank details' })}
              </Link>
            </Card>
            <Card as="section" aria-labelledby="payment-info-schedule" className={styles.section}>
              <h2 id="payment-info-schedule" className={styles.sectionTitle}>
                {i18n._({ id: 'payments.schedule', message: 'Payout schedule' })}
              </h2>
              {changing ? (
                scheduleChange(data.schedule, () => {
                  setChanging(false);
                  refresh();
                })
              ) : (
                <>
                  <p className={styles.definitionValue}>{scheduleText(i18n, data.schedule)}</p>
                  <div>
                    <Button variant="secondary" onClick={() => setChanging(true)}>
                      {i18n._({ id: 'payments.schedule.change', message: 'Change the schedule' })}
                    </Button>
                  </div>
                </>
              )}
            </Card>
          </div>
        )}
      </QueryState>
    </>
  );
}
