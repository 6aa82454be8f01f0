import * as z from 'zod/mini';
import { CalendarDate } from './calendar-date';
import { LikeStates, ReviewRatings, ReviewSources, UiLocales } from '../domain/enumerations';
import { ReviewAspects } from '../domain/review-summary';
import { REVIEW_REPLY_MAX_LENGTH } from '../domain/review-rating';

const accommodationCode = z.string().check(z.regex(/^[A-Z]{2}\d+\.\d+\.\d+$/), z.maxLength(64));

/** The owner's reply to a review, shown with it; `updatedAt` is when it was last written. */
export const ReviewReply = z.object({ text: z.string(), updatedAt: z.string() });
export type ReviewReply = z.infer<typeof ReviewReply>;

/** A guest's review of one of the account's homes (spec 3: rating NA…Great, source, like state). */
export const Review = z.object({
  id: z.string(),
  accommodation: z.object({ code: z.string(), name: z.string() }),
  source: z.enum(ReviewSources),
  rating: z.enum(ReviewRatings),
  /** The language the guest wrote in; the text is shown as written. */
  language: z.string(),
  reviewerName: z.string(),
  title: z.string(),
  text: z.string(),
  likeState: z.enum(LikeStates),
  createdAt: z.string(),
  /** The owner's reply; null until they write one. */
  reply: z.nullable(ReviewReply),
});
export type Review = z.infer<typeof Review>;

/**
 * GET /api/reviews query: newest first; `accommodation` one of the account's codes (all when
 * absent), `rating` one rating, `from`/`to` the period of the review date (inclusive).
 */
export const ReviewsQuery = z.object({
  accommodation: z.optional(accommodationCode),
  rating: z.optional(z.enum(ReviewRatings)),
  from: z.optional(CalendarDate),
  to: z.optional(CalendarDate),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
}).check(
  z.check((ctx) => {
    const { from, to } = ctx.value;
    if (from && to && from > to) ctx.issues.push({ code: 'too_small', origin: 'date', minimum: Date.parse(from), inclusive: true, input: to, path: ['to'] });
  }),
);
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

/** GET /api/reviews: one page; `rest` = how many come after it. */
export const ReviewPage = z.object({
  content: z.array(Review),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  rest: z.number(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

/** GET /api/reviews/summary query: the home, and the reader's language the quotes prefer. */
export const ReviewSummaryQuery = z.object({
  accommodation: accommodationCode,
  language: z._default(z.enum(UiLocales), 'en'),
});
export type ReviewSummaryQuery = z.infer<typeof ReviewSummaryQuery>;

/** One aspect guests talk about: how often praised and criticised, and a quoted clause. */
export const ReviewAspectSummary = z.object({
  aspect: z.enum(ReviewAspects),
  praise: z.number(),
  criticism: z.number(),
  quote: z.string(),
  quoteLanguage: z.string(),
});
export type ReviewAspectSummary = z.infer<typeof ReviewAspectSummary>;

/** GET /api/reviews/summary: what guests praise and criticise, and how many reviews it rests on. */
export const ReviewSummary = z.object({
  text: z.string(),
  aspects: z.array(ReviewAspectSummary),
  reviewCount: z.number(),
  /** The average of the rated reviews on 1–5 stars, one decimal; null when none is rated (domain/review-rating.ts). */
  averageRating: z.nullable(z.number()),
  /** How many reviews carry a rating (those without one do not count towards the average). */
  ratedCount: z.number(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** PUT /api/reviews/{id}/like body. */
export const LikeRequest = z.object({ state: z.enum(LikeStates) });
export type LikeRequest = z.infer<typeof LikeRequest>;

/**
 * PUT /api/reviews/{id}/reply body: the owner's reply, trimmed, 1–2000 characters. A second PUT
 * replaces the reply (one per review).
 */
export const ReviewReplyRequest = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_REPLY_MAX_LENGTH)),
});
export type ReviewReplyRequest = z.infer<typeof ReviewReplyRequest>;
