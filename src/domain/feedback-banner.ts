import { Temporal } from 'temporal-polyfill';

// The timings live in constants.ts so the client's banner machine needs no Temporal.
export { FEEDBACK_DELAYED_CLOSE_MS, FEEDBACK_OPEN_DELAY_MS } from './constants';
/** Due again this long after the last close when no feedback was given. */
export const FEEDBACK_DUE_AFTER_HOURS = 24;
/** Due again this long (14 days) after the last close when feedback was given. */
export const FEEDBACK_DUE_AFTER_FEEDBACK_HOURS = 336;

/** What the device remembers about the banner; null before it was ever closed. */
export type FeedbackRecord = {
  /** ISO 8601 instant of the last close, e.g. '2024-05-01T10:00:00.000Z'. */
  readonly lastBoxClosingDate: string;
  readonly feedbackGiven: boolean;
} | null;

/** When the banner is due again; null means due at once (no record, or an unreadable date). */
export function feedbackDueAt(record: FeedbackRecord): Temporal.Instant | null {
  if (record === null) return null;
  let closedAt: Temporal.Instant;
  try {
    closedAt = Temporal.Instant.from(record.lastBoxClosingDate);
  } catch {
    return null;
  }
  return closedAt.add({ hours: record.feedbackGiven ? FEEDBACK_DUE_AFTER_FEEDBACK_HOURS : FEEDBACK_DUE_AFTER_HOURS });
}

/** Whether the feedback banner is due at `now`. */
export function isFeedbackDue(record: FeedbackRecord, now: Temporal.Instant): boolean {
  const dueAt = feedbackDueAt(record);
  return dueAt === null || Temporal.Instant.compare(now, dueAt) >= 0;
}
