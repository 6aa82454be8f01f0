import type { Kysely } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { FeedbackBannerState } from '../../contract/feedback-banner';
import { type FeedbackRecord, isFeedbackDue } from '../../domain/feedback-banner';
import type { Database } from '../db/schema';
import { findFeedbackBanner, saveFeedbackBanner } from '../repositories/feedback-banners-repository';
import type { Clock } from './clock';

/** The feedback banner's state per owner: whether it is due, and its closes. */
export class FeedbackBannerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async state(accountId: number): Promise<FeedbackBannerState> {
    const row = await findFeedbackBanner(this.db, accountId);
    const record: FeedbackRecord = row ? { lastBoxClosingDate: row.lastBoxClosingDate.toISOString(), feedbackGiven: row.feedbackGiven } : null;
    return {
      due: isFeedbackDue(record, Temporal.Instant.fromEpochMilliseconds(this.clock.now().getTime())),
      lastBoxClosingDate: record?.lastBoxClosingDate ?? null,
      feedbackGiven: record?.feedbackGiven ?? false,
    };
  }

  /** Records that the banner was closed now, with or without feedback given. */
  async close(accountId: number, feedbackGiven: boolean): Promise<FeedbackBannerState> {
    await saveFeedbackBanner(this.db, { accountId, lastBoxClosingDate: this.clock.now(), feedbackGiven });
    return this.state(accountId);
  }
}
