import * as z from 'zod/mini';
import { isSupportedDate } from '../domain/calendar-date';

/**
 * The one date schema of every query and body: a real calendar date written yyyy-MM-dd between
 * 1900-01-01 and 2999-12-31; anything else is `invalid_format` (so no request reaches the database
 * with a date it cannot hold, such as year 0).
 */
export const CalendarDate = z.string().check(
  z.superRefine((value, ctx) => {
    if (!isSupportedDate(value)) ctx.addIssue({ code: 'invalid_format', format: 'date', input: value });
  }),
);
