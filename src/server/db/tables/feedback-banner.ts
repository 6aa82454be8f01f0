import type { Timestamp } from './column-types';

/** The feedback banner's state per account (migration 0012). */
export interface FeedbackBannerTables {
  feedbackBanners: FeedbackBannersTable;
}

export interface FeedbackBannersTable {
  accountId: number;
  lastBoxClosingDate: Timestamp;
  feedbackGiven: boolean;
}
