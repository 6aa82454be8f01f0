import pg from 'pg';

/**
 * Result parsing shared by both drivers, so repositories see the same values on PGlite and on
 * PostgreSQL: int8 (identities, counts) as numbers (our values stay far below 2^53) and `date` as
 * its ISO text, because a JavaScript Date would shift calendar dates by the process time zone.
 */
const INT8 = 20;
const DATE = 1082;

const parseInt8 = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/** Parsers for PGlite's `parsers` option. */
export const pgliteParsers = { [INT8]: parseInt8, [DATE]: keepText };

/** Type parsing for node-postgres' `types` option (no global side effect on the pg module). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return parseInt8;
    if (oid === DATE) return keepText;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
