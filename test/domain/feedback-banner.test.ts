import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_DELAYED_CLOSE_MS,
  FEEDBACK_DUE_AFTER_FEEDBACK_HOURS,
  FEEDBACK_DUE_AFTER_HOURS,
  FEEDBACK_OPEN_DELAY_MS,
  feedbackDueAt,
  isFeedbackDue,
  type FeedbackRecord,
} from '../../src/domain/feedback-banner';
import { assertProperty, instantArb } from '../support/fast-check';

const recordArb: fc.Arbitrary<FeedbackRecord> = fc.option(
  fc.record({ lastBoxClosingDate: instantArb.map(String), feedbackGiven: fc.boolean() }),
);
const closed = '2024-05-01T10:00:00Z';
const at = (iso: string) => Temporal.Instant.from(iso);

describe('isFeedbackDue properties', () => {
  it('is monotonic in now: once due, due at every later instant', () => {
    assertProperty(
      fc.property(recordArb, instantArb, fc.integer({ min: 0, max: 10 ** 10 }), (record, now, laterMs) => {
        if (isFeedbackDue(record, now)) expect(isFeedbackDue(record, now.add({ milliseconds: laterMs }))).toBe(true);
      }),
    );
  });

  it('is due exactly from the close plus 24 h (no feedback) or 336 h (feedback)', () => {
    assertProperty(
      fc.property(instantArb, fc.boolean(), (closedAt, feedbackGiven) => {
        const record = { lastBoxClosingDate: closedAt.toString(), feedbackGiven };
        const due = closedAt.add({ hours: feedbackGiven ? 336 : 24 });
        expect(isFeedbackDue(record, due)).toBe(true);
        expect(isFeedbackDue(record, due.subtract({ nanoseconds: 1 }))).toBe(false);
      }),
    );
  });
});

describe('isFeedbackDue examples (spec sections 4 and 9)', () => {
  it('is due at once without a record or with an unreadable date', () => {
    expect(isFeedbackDue(null, at(closed))).toBe(true);
    expect(feedbackDueAt({ lastBoxClosingDate: 'yesterday', feedbackGiven: false })).toBeNull();
    expect(isFeedbackDue({ lastBoxClosingDate: 'yesterday', feedbackGiven: false }, at(closed))).toBe(true);
  });

  it('is due again 24 h after the last close without feedback', () => {
    const record = { lastBoxClosingDate: closed, feedbackGiven: false };
    expect(isFeedbackDue(record, at('2024-05-02T09:59:59Z'))).toBe(false);
    expect(isFeedbackDue(record, at('2024-05-02T10:00:00Z'))).toBe(true);
  });

  it('is due again 14 days after the last close with feedback', () => {
    const record = { lastBoxClosingDate: closed, feedbackGiven: true };
    expect(isFeedbackDue(record, at('2024-05-15T09:59:59Z'))).toBe(false);
    expect(isFeedbackDue(record, at('2024-05-15T10:00:00Z'))).toBe(true);
  });

  it('keeps the specified timings', () => {
    expect([FEEDBACK_OPEN_DELAY_MS, FEEDBACK_DELAYED_CLOSE_MS]).toEqual([30_000, 5_000]);
    expect([FEEDBACK_DUE_AFTER_HOURS, FEEDBACK_DUE_AFTER_FEEDBACK_HOURS]).toEqual([24, 336]);
  });
});
