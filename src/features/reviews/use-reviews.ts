import { useLingui } from '@lingui/react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage } from '../../contract/reviews';
import type { LikeState } from '../../domain/enumerations';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { reviewsPort } from '../../ports/reviews-gateway';
import { usePort } from '../../ports/use-port';
import type { ReviewFilters } from './review-filters';

const PAGE_SIZE = 10;

/** The reviews of the filters, 10 at a time, newest first. */
export function useReviewList(filters: ReviewFilters) {
  const gateway = usePort(reviewsPort);
  return useInfiniteQuery({
    queryKey: queryKeys.reviewList(filters),
    queryFn: ({ pageParam }) => gateway.list({ ...filters, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => (last.rest > 0 ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** The server's summary of one home's reviews, quoting the reader's language first. */
export function useReviewSummary(accommodation: string) {
  const gateway = usePort(reviewsPort);
  const { i18n } = useLingui();
  const language = i18n.locale as Parameters<typeof gateway.summary>[0]['language'];
  return useQuery({ queryKey: queryKeys.reviewSummary(accommodation, language), queryFn: () => gateway.summary({ accommodation, language }) });
}

/** The account's homes, for the filter. */
export function useReviewHomes() {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.accommodations(), queryFn: () => gateway.accommodations() });
}

/** Sets a review's like state, then refreshes the lists. */
export function useLikeReview() {
  const gateway = usePort(reviewsPort);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: LikeState }) => gateway.like(id, state),
    onSettled: () => invalidate(client, invalidatedBy.reviewLiked),
  });
}

/** Writes or replaces the owner's reply to a review, then refreshes the lists. */
export function useReplyToReview() {
  const gateway = usePort(reviewsPort);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => gateway.reply(id, text),
    onSuccess: () => invalidate(client, invalidatedBy.reviewReplied),
  });
}
