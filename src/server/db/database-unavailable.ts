/**
 * The database cannot serve a query right now: the connection was lost, could not be made in time,
 * the query took longer than its timeout or waited too long for its turn. Requests that meet it
 * answer 503 `database_unavailable` with Retry-After; the pool or the gate recovers by itself.
 */
export class DatabaseUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * SQLSTATEs that say "not now" rather than "wrong query": connection exceptions (class 08),
 * shutdowns and restarts (57P01–57P03), a statement or lock timeout (57014, 55P03), too many
 * connections (53300) and a transaction ended by idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '53300', '25P03']);
/** Socket errors of a connection to the database server. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg (and pg-pool) report lost or timed-out connections as plain Errors with these messages. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated due to connection timeout',
  'PGlite is closed',
  'PGlite instance is already closed',
];

/** Whether an error (or one of its causes) means the database is unavailable, not that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailable) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current.message.includes(message))) return true;
  }
  return false;
}
