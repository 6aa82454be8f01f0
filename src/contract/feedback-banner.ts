import * as z from 'zod/mini';

/**
 * GET /api/feedback-banner: the owner's banner state (spec 3, "Feedback banner local state"), kept
 * on the server so it follows the owner; `due` is decided by the server's clock with
 * domain/feedback-banner.ts.
 */
export const FeedbackBannerState = z.object({
  due: z.boolean(),
  /** ISO 8601 instant of the last close; null before the banner was ever closed. */
  lastBoxClosingDate: z.nullable(z.string()),
  feedbackGiven: z.boolean(),
});
export type FeedbackBannerState = z.infer<typeof FeedbackBannerState>;

/** POST /api/feedback-banner/close: the banner was closed, with or without feedback given. */
export const FeedbackBannerClose = z.object({ feedbackGiven: z.boolean() });
export type FeedbackBannerClose = z.infer<typeof FeedbackBannerClose>;
