/**
 * The part of the logger (pino, through Fastify) that services and integrations use, so they do
 * not depend on Fastify and tests can pass a recorder.
 */
export interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A logger that drops everything. */
export const silentLog: Log = { warn: () => undefined, error: () => undefined };
