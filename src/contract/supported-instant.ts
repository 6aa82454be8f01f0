import * as z from 'zod/mini';
import { isSupportedDate } from '../domain/calendar-date';

/**
 * An ISO instant in the years the database's dates hold (as CalendarDate): year 0 does not exist
 * in PostgreSQL and answered 500 (found by the contract fuzzer).
 */
export const SupportedInstant = z.iso.datetime().check(z.refine((value) => isSupportedDate(value.slice(0, 10))));
