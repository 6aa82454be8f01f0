import path from 'node:path';
import { z } from 'zod';

/** The server's configuration, read once from the environment at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute folder of the embedded database (PGlite lives in `<dataDir>/pglite`). */
  readonly dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  readonly databaseUrl: string | null;
  /** Where people reach the portal, without a trailing slash. */
  readonly publicUrl: string;
  /** The origin of publicUrl: the only cross-request origin unsafe API calls may come from. */
  readonly publicOrigin: string;
  /** publicUrl is https: Secure `__Host-` cookie and HSTS. */
  readonly secure: boolean;
  /** Demo data, the outbox and the /_demo mailbox (off when NODE_ENV=production). */
  readonly demoMode: boolean;
  readonly smtp: { readonly url: string; readonly from: string } | null;
  /** Absolute folder of the built SPA. */
  readonly clientDir: string;
  readonly loginRateLimitPerMinute: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The previous owner portal, target of the `/old` redirect. */
  readonly oldPortalUrl: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of trusted addresses. */
  readonly trustProxy: boolean | number | string;
  readonly push: {
    /** Accept push endpoints on loopback or private addresses, and plain http (local stand-ins, tests). */
    readonly allowPrivateEndpoints: boolean;
    /** The VAPID `sub` claim: how push services can reach the operator (mailto: or https:). */
    readonly subject: string;
  };
  readonly ical: {
    /** Import feeds from loopback or private addresses (a local stand-in, tests): never in production. */
    readonly allowPrivateUrls: boolean;
    /** How often each imported feed is fetched again. */
    readonly refreshMinutes: number;
  };
}

/** A configuration problem, with a one-line message meant for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const httpUrl = z.url({ protocol: /^https?$/ });

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  NODE_ENV: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('Owner Portal <no-reply@example.com>'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OLD_PORTAL_URL: httpUrl.default('https://old-portal.example.com/'),
  TRUST_PROXY: z.string().regex(/^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/).default('false'),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false']).default('false'),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/).optional(),
  ICAL_ALLOW_PRIVATE_URLS: z.enum(['true', 'false']).default('false'),
  ICAL_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
});

/** The address inside "Name <address>" (or the whole value). */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** What each variable must look like; the raw value is never echoed (URLs may carry passwords). */
const expectations: Record<keyof z.input<typeof Env>, string> = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or address',
  DATA_DIR: 'a folder path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  PUBLIC_URL: 'an http:// or https:// URL',
  NODE_ENV: 'a string',
  SMTP_URL: 'an smtp:// or smtps:// URL',
  SMTP_FROM: 'a sender address such as "Owner Portal <no-reply@example.com>"',
  CLIENT_DIR: 'a folder path',
  LOGIN_RATE_LIMIT_PER_MINUTE: 'an integer from 1 to 1000000',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  OLD_PORTAL_URL: 'an http:// or https:// URL',
  TRUST_PROXY: 'true, false, a hop count or a comma-separated list of addresses',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true or false',
  VAPID_SUBJECT: 'a mailto: address or an https:// URL',
  ICAL_ALLOW_PRIVATE_URLS: 'true or false',
  ICAL_REFRESH_MINUTES: 'an integer from 1 to 1440',
};

function describeIssues(error: z.ZodError): string {
  const keys = [...new Set(error.issues.map((issue) => String(issue.path[0])))];
  return keys.map((key) => `${key} must be ${expectations[key as keyof typeof expectations] ?? 'valid'}`).join('; ');
}

/**
 * Reads the configuration from environment variables. Empty variables count as unset. Throws a
 * ConfigError naming every bad variable on one line.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const demoMode = e.NODE_ENV !== 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secure: publicUrl.startsWith('https://'),
    demoMode,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    oldPortalUrl: e.OLD_PORTAL_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    push: {
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${senderAddress(e.SMTP_FROM)}`),
    },
    ical: { allowPrivateUrls: e.ICAL_ALLOW_PRIVATE_URLS === 'true', refreshMinutes: e.ICAL_REFRESH_MINUTES },
  };
}
