import { useLingui } from '@lingui/react';
import type { ReservationEarnings } from '../../contract/reservation-earnings';
import { formatInstant, formatMoney } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { Definition } from './definition.view';
import { kindText, statusText } from './payment-texts';
import * as styles from './payments.css';
import { useReservationEarnings } from './use-reservation-earnings';

/**
 * "What you earn" on a reservation's detail: income, each deduction, the net payout and its payout,
 * from the payments bookings of the reservation. The page shows it only with the payments permission.
 */
export function ReservationEarningsView({ id }: { id: string }) {
  const { i18n } = useLingui();
  const earnings = useReservationEarnings(id);
  return (
    <section className={styles.section} aria-labelledby="reservation-earnings" aria-busy={earnings.isPending || undefined}>
      <h2 id="reservation-earnings" className={styles.sectionTitle}>
        {i18n._({ id: 'payments.reservation.title', message: 'What you earn' })}
      </h2>
      {earnings.data ? (
        <EarningsFigures earnings={earnings.data} />
      ) : earnings.isError ? (
        <Alert tone="danger" title={i18n._({ id: 'payments.reservation.error', message: 'We could not load what you earn from this reservation' })}>
          <p>{i18n._({ id: 'payments.reservation.errorText', message: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void earnings.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : (
        <>
          <VisuallyHidden role="status">{i18n._({ id: 'common.loading', message: 'Loading…' })}</VisuallyHidden>
          <Skeleton lines={4} />
        </>
      )}
    </section>
  );
}

function EarningsFigures({ earnings }: { earnings: ReservationEarnings }) {
  const { i18n } = useLingui();
  const { currency } = earnings;
  if (currency === null) {
    return <p className={styles.note}>{i18n._({ id: 'payments.reservation.none', message: 'Nothing has been booked on your account for this reservation.' })}</p>;
  }
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.locale);
  const payout = earnings.payout;
  return (
    <>
      <dl className={styles.definitionList}>
        <Definition term={i18n._({ id: 'payments.reservation.gross', message: 'Income from the booking' })} value={money(earnings.gross)} />
        {earnings.deductions.map((deduction) => (
          <Definition key={deduction.kind} term={kindText(i18n, deduction.kind)} value={money(-deduction.amount)} />
        ))}
        <Definition term={i18n._({ id: 'payments.reservation.net', message: 'Your payout' })} value={money(earnings.net)} />
        <Definition
          term={i18n._({ id: 'payments.reservation.payout', message: 'Payout' })}
          value={
            payout
              ? i18n._({ id: 'payments.reservation.payoutOn', message: '{status} · {date}', values: { status: statusText(i18n, payout.status), date: formatInstant(payout.date, i18n.locale) } })
              : i18n._({ id: 'payments.reservation.notPlanned', message: 'Not planned yet' })
          }
        />
      </dl>
      {earnings.expected && earnings.bookedOn && (
        <p className={styles.note}>
          {i18n._({ id: 'payments.reservation.expected', message: 'Expected: these amounts are booked on your account on {date}.', values: { date: formatInstant(earnings.bookedOn, i18n.locale) } })}
        </p>
      )}
    </>
  );
}
