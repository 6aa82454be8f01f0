import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactPort } from '../../ports/contact-gateway';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { referralPort } from '../../ports/referral-gateway';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** The owner's contacts at the provider. */
export function useContacts() {
  const gateway = usePort(contactPort);
  return useQuery({ queryKey: queryKeys.contacts(), queryFn: () => gateway.contacts() });
}

/** The owner's messages to support; asked again on each visit, as support changes their status. */
export function useSentMessages() {
  const gateway = usePort(contactPort);
  return useQuery({ queryKey: queryKeys.sentMessages(), queryFn: () => gateway.sentMessages(), staleTime: 0 });
}

/** The owner's coming reservations (first 50), to pick one a message is about. */
export function useComingReservations() {
  const gateway = usePort(reservationsPort);
  const query = { size: 50 };
  return useQuery({ queryKey: queryKeys.reservationList('arrivals', query), queryFn: () => gateway.list(query) });
}

/** The owner's recommendations, newest first. */
export function useReferrals() {
  const gateway = usePort(referralPort);
  return useQuery({ queryKey: queryKeys.referrals(), queryFn: () => gateway.list() });
}

/** Marks the recommendations stale after a new one was sent. */
export function useRefreshReferrals(): () => void {
  const client = useQueryClient();
  return () => void invalidate(client, invalidatedBy.referralSent);
}
