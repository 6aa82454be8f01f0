import type { Kysely } from 'kysely';
import type { NotificationList, RatingRequest } from '../../contract/inbox';
import type { Database } from '../db/schema';
import { hasUnread, listNotifications, markRead, markReadThrough, markRenewalHandled, markSurveyAnswered } from '../repositories/notifications-repository';
import { saveFeedbackBanner } from '../repositories/feedback-banners-repository';
import { upsertRating } from '../repositories/ratings-repository';
import { upsertRenewal } from '../repositories/renewals-repository';
import { type Clock, today } from './clock';
import { requestContractRenewal } from './contract-renewal';
import { Failure } from './failure';
import { inboxContext } from './inbox-context';
import { sectionOf, toNotification } from './notification-read-model';
import { parseObjectId } from './object-id';
import { findOwnHome } from '../repositories/own-homes-repository';

/** The inbox shows this many of the newest cards. */
export const INBOX_LIMIT = 100;

/** The inbox, the feedback score and the answers to renewal and contract cards. */
export class InboxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(accountId: number): Promise<NotificationList> {
    const records = await listNotifications(this.db, accountId, { limit: INBOX_LIMIT });
    const context = await inboxContext(this.db, accountId, records);
    return { content: records.map((record) => toNotification(record, context)) };
  }

  async status(accountId: number): Promise<{ newNotifications: boolean }> {
    return { newNotifications: await hasUnread(this.db, accountId) };
  }

  /** Marks one of the account's cards read; an unknown or another account's id is 404 and changes nothing. */
  async markRead(accountId: number, messageId: string): Promise<void> {
    const id = parseObjectId(messageId);
    if (id === null || !(await markRead(this.db, accountId, id))) throw Failure.notFound();
  }

  /** Marks read every card up to the newest the owner saw; an unknown or another account's id is 404 and changes nothing. */
  async markAllRead(accountId: number, newestSeen: string): Promise<{ marked: number }> {
    const id = parseObjectId(newestSeen);
    const marked = id === null ? null : await markReadThrough(this.db, accountId, id);
    if (marked === null) throw Failure.notFound();
    return { marked };
  }

  /** Stores the feedback score (one per account and day); the account's open feedback cards are answered by it. */
  async rate(accountId: number, { rating, comment }: RatingRequest): Promise<{ success: true }> {
    const note = comment?.trim() || null;
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await upsertRating(trx, { accountId, ratedOn: today(this.clock).toString(), rating, comment: note, now });
      await markSurveyAnswered(trx, accountId, now);
      // A score from the inbox survey is the banner's feedback too: the banner is not asked again for 14 days.
      await saveFeedbackBanner(trx, { accountId, lastBoxClosingDate: now, feedbackGiven: true });
    });
    return { success: true };
  }

  /**
   * Records the owner's renewal answer for one of the account's accommodations (404 for any other
   * code; 403 for houses the account only holds the keys of) and marks its renewal and contract
   * cards handled. The year is the one the newest card names, else next year.
   */
  async renew(accountId: number, accommodationCode: string, mode: 'auto' | 'manual'): Promise<{ accommodationCode: string; year: number; mode: 'auto' | 'manual' }> {
    const house = await findOwnHome(this.db, accountId, accommodationCode);
    if (!house) throw Failure.notFound();
    if (house.relation === 'keyholder') throw Failure.forbidden();
    const cards = await listNotifications(this.db, accountId, { limit: INBOX_LIMIT, types: ['renewal', 'contract'] });
    const card = cards.map(sectionOf).find((section) => section.accommodationCode === accommodationCode && typeof section.year === 'number');
    const year = typeof card?.year === 'number' ? card.year : today(this.clock).year + 1;
    await this.db.transaction().execute(async (trx) => {
      await upsertRenewal(trx, { accommodationId: house.id, year, mode, accountId, now: this.clock.now() });
      await requestContractRenewal(trx, { accommodationId: house.id, year, mode, priceChangePercent: 0, message: '', accountId, now: this.clock.now() });
      await markRenewalHandled(trx, accountId, accommodationCode, mode, this.clock.now());
    });
    return { accommodationCode, year, mode };
  }
}
