import * as z from 'zod/mini';
import { JobStatuses, NotificationTypes } from '../domain/enumerations';
import { RATING_COMMENT_MAX } from '../domain/constants';
import { InboxActionResults } from '../domain/inbox';

/**
 * One inbox card (spec 3 "Inbox notification"). Texts are worded by the client from `type` and
 * `params`, in the visitor's language.
 */
export const Notification = z.object({
  id: z.string(),
  type: z.enum(NotificationTypes),
  isRead: z.boolean(),
  createdAt: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  featureNotification: z.optional(z.object({ feature: z.string(), link: z.nullable(z.string()) })),
  reservation: z.optional(z.object({ id: z.string(), resNo: z.string() })),
  ibanUpdatingNotification: z.optional(z.object({ status: z.enum(JobStatuses) })),
  renewal: z.optional(z.object({ accommodationCode: z.string(), year: z.number(), autoRenew: z.boolean() })),
  contract: z.optional(z.object({ accommodationCode: z.string(), year: z.number(), autoRenew: z.boolean() })),
  /** The action the owner already took on this card (renewal requested, offer asked, survey answered) and when. */
  actionTaken: z.optional(z.object({ result: z.enum(InboxActionResults), at: z.string() })),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/inbox/notifications. */
export const NotificationList = z.object({ content: z.array(Notification) });
export type NotificationList = z.infer<typeof NotificationList>;

/** GET /api/inbox/status. */
export const InboxStatus = z.object({ newNotifications: z.boolean() });
export type InboxStatus = z.infer<typeof InboxStatus>;

/** POST /api/inbox/read. */
export const MarkReadRequest = z.object({ messageId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * POST /api/inbox/read-all: marks read every card up to the newest one the owner saw (its id), so
 * a card that arrives meanwhile stays unread.
 */
export const MarkAllReadRequest = z.object({ newestSeen: z.string().check(z.minLength(1), z.maxLength(64)) });

/** How many cards were unread and are read now. */
export const MarkAllReadResponse = z.object({ marked: z.number().check(z.int(), z.gte(0)) });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponse>;

/** POST /api/rating: the feedback banner's score (0–10, as in NPS). */
export const RatingRequest = z.object({
  rating: z.number().check(z.int(), z.gte(0), z.lte(10)),
  /** The feedback banner's optional comment. */
  comment: z.optional(z.string().check(z.maxLength(RATING_COMMENT_MAX))),
});
export type RatingRequest = z.infer<typeof RatingRequest>;
export const RatingResponse = z.object({ success: z.boolean() });

/** POST /api/contracts/{accommodationCode}/renewal: renew automatically or ask for a manual offer. */
export const RenewalRequest = z.object({ mode: z.enum(['auto', 'manual']) });
export const RenewalResponse = z.object({ accommodationCode: z.string(), year: z.number(), mode: z.enum(['auto', 'manual']) });

/** The data of the server-sent event `notification` on GET /api/events. */
export const NotificationEvent = z.object({ id: z.string(), type: z.enum(NotificationTypes) });
export type NotificationEvent = z.infer<typeof NotificationEvent>;
