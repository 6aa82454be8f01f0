import { useLingui } from '@lingui/react';
import { type ReactNode, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Reservation } from '../../contract/reservations';
import type { ReservationType } from '../../domain/route-params';
import { failureOf } from '../../ports/gateway-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CalendarIcon } from '../../ui/icon';
import { LinkButton } from '../../ui/link-button';
import { PageHeading } from '../../ui/page-heading';
import { Skeleton } from '../../ui/skeleton';
import { useFocusOnArrival } from '../../ui/use-focus-when';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { RemoveOwnerBooking } from './remove-owner-booking.view';
import { ReservationBadges } from './reservation-badges.view';
import { ReservationChanges } from './reservation-changes.view';
import { ReservationFacts } from './reservation-facts.view';
import { reservationTitle } from './reservation-kinds';
import * as styles from './reservations.css';
import { TravellerContact } from './traveller-contact.view';
import { useReservation } from './use-reservations';
import { useOpensPage } from '../../ui/page-opens';

/**
 * /reservations/{type}/{id}: one reservation with contact, change history and a way to the calendar.
 * `earnings`: what the page adds about the reservation's money (only for owners who see payments).
 */
export function ReservationDetailView({ type, id, earnings }: { type: ReservationType; id: string; earnings?: ReactNode }) {
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const reservation = useReservation(id);
  const listHref = `/reservations/${type}${search ? `?${search}` : ''}`;
  const data = reservation.data;
  // Arrival on a reservation (from a list, a notification or a link) starts at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <>
      <Link href={listHref} className={styles.backLink}>
        {type === 'arrivals'
          ? i18n._({ id: 'reservations.back.arrivals', message: '← All arrivals' })
          : i18n._({ id: 'reservations.back.departures', message: '← All departures' })}
      </Link>
      <PageHeading
        ref={heading}
        title={data ? reservationTitle(i18n, data) : i18n._({ id: 'reservations.detail.title', message: 'Reservation' })}
        description={data ? i18n._({ id: 'reservations.detail.lead', message: 'Reservation {resNo} at {home}', values: { resNo: data.resNo, home: data.accommodation.name } }) : undefined}
      />
      {data ? (
        <DetailContent reservation={data} earnings={earnings} onRemoved={() => navigate(listHref)} />
      ) : reservation.isError && isNotFound(reservation.error) ? (
        // Asking again cannot help: say so and lead back to the list.
        <Alert tone="warning" title={i18n._({ id: 'reservations.detail.missing', message: 'There is no such reservation' })}>
          <p>{i18n._({ id: 'reservations.detail.notFound', message: 'It may have been removed, or it belongs to another account.' })}</p>
        </Alert>
      ) : reservation.isError ? (
        <Alert tone="danger" title={i18n._({ id: 'reservations.detail.error', message: 'We could not load this reservation' })}>
          <p>{i18n._({ id: 'reservations.error.text', message: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void reservation.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : (
        <Card aria-busy="true">
          <VisuallyHidden role="status">{i18n._({ id: 'common.loading', message: 'Loading…' })}</VisuallyHidden>
          <Skeleton lines={6} />
        </Card>
      )}
    </>
  );
}

function isNotFound(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'http' && failure.status === 404;
}

function DetailContent({ reservation, earnings, onRemoved }: { reservation: Reservation; earnings: ReactNode; onRemoved: () => void }) {
  const { i18n } = useLingui();
  const calendarHref = `/bookings/calendar/${encodeURIComponent(reservation.accommodation.code)}?date=${reservation.arrivalDate}`;
  // The calendar button shows once the calendar page exists and the owner may open it.
  const opens = useOpensPage();
  return (
    <>
      <Card as="section" aria-label={i18n._({ id: 'reservations.detail.stay', message: 'The stay' })}>
        <ReservationBadges reservation={reservation} />
        <ReservationFacts reservation={reservation} />
        {/* The owner's own note, written with the booking: theirs, so it is shown (a guest's comments are not). */}
        {reservation.ownerNote && (
          <p>
            <strong>{i18n._({ id: 'reservations.detail.ownerNote', message: 'Your note' })}:</strong> {reservation.ownerNote}
          </p>
        )}
        <div className={styles.cardActions}>
          {opens(calendarHref) && (
            <Link href={calendarHref} asChild>
              <LinkButton href={calendarHref} variant="secondary" size="sm" icon={<CalendarIcon />}>
                {i18n._({ id: 'reservations.detail.calendar', message: 'Show in the calendar' })}
              </LinkButton>
            </Link>
          )}
          {reservation.removable && <RemoveOwnerBooking reservation={reservation} onRemoved={onRemoved} />}
        </div>
      </Card>
      {/* The owner's own stays and closures have no guest to contact. */}
      {!reservation.ownerBooking && !reservation.houseClosing && (
        <section className={styles.section} aria-labelledby="reservation-contact">
          <h2 id="reservation-contact" className={styles.sectionTitle}>
            {i18n._({ id: 'reservations.detail.contact', message: 'Contact the guest' })}
          </h2>
          <TravellerContact contact={reservation.travellerContact} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="reservation-changes">
        <h2 id="reservation-changes" className={styles.sectionTitle}>
          {i18n._({ id: 'reservations.detail.history', message: 'Change history' })}
        </h2>
        {reservation.changes.length === 0 ? (
          <p>{i18n._({ id: 'reservations.detail.noChanges', message: 'Nothing has changed since the booking was made.' })}</p>
        ) : (
          <ReservationChanges changes={reservation.changes} withDates />
        )}
      </section>
      {/* Last: its figures arrive after the reservation, and nothing below them may move. */}
      {earnings}
    </>
  );
}
