import * as z from 'zod/mini';
import { NotificationTypes } from '../domain/enumerations';

/**
 * The path values of the API's routes: the server parses them with these and the API description
 * (GET /api/openapi.json) documents them from the same schemas. Anything that is not an id of the
 * account answers 404 in the service.
 */
const id = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** `:id` of a legal record, an iCal feed, an owner booking, a review. */
export const IdParams = z.object({ id: id(64) });
/** `:contactId` of a secondary contact the login code can go to. */
export const ContactParams = z.object({ contactId: id(64) });
/** `:accommodationCode` of one of the account's homes. */
export const AccommodationCodeParams = z.object({ accommodationCode: id(64) });
/** `:resNo`: a reservation number (a stay without one: its id). */
export const ResNoParams = z.object({ resNo: id(64) });
/** `:id` of a document: its number. */
export const DocumentIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });
/** `:id` of a passkey: its credential id (base64url). */
export const PasskeyParams = z.object({ id: id(1024) });
/** `:id` of a yearly statement. */
export const StatementParams = z.object({ id: id(32) });

/** POST /api/demo/notification (demo mode only): one notification of this type for the account. */
export const DemoNotificationRequest = z.object({ type: z.enum(NotificationTypes) });
