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
  /**
   * Demo data, the outbox (every code readable at /_demo/mailbox) and the demo routes: only when
   * asked for (DEMO_MODE=true, which `npm start` sets); never together with NODE_ENV=production.
   */
  readonly demoMode: boolean;
  /** E-mail through an SMTP server (SMTP_URL), optionally DKIM-signed; unused in demo mode. */
  readonly smtp: { readonly url: string; readonly from: string; readonly dkim: DkimConfig | null } | null;
  /** Text messages through a provider (SMS_PROVIDER=sns); unused in demo mode. */
  readonly sms: { readonly provider: 'sns'; readonly senderId: string | null } | null;
  /** Absolute folder of the built SPA. */
  readonly clientDir: string;
  readonly loginRateLimitPerMinute: number;
  /** Second-factor messages (logins, resends, step-ups, phone, e-mail and payment changes) one account may get per hour. */
  readonly codesPerAccountPerHour: number;
  /**
   * CODE_HMAC_KEY: the key of the stored codes' HMACs, kept out of the database. Required with
   * NODE_ENV=production; otherwise null means a key generated once and kept in DATA_DIR.
   */
  readonly codeKey: string | null;
  /** Live event streams open at once per session (a few tabs) and per client address (an office). */
  readonly liveStreams: { readonly perSession: number; readonly perAddress: number };
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The previous owner portal, target of the `/old` redirect. */
  readonly oldPortalUrl: string;
  /**
   * Fastify's trustProxy: false, the number of proxies in front, or the proxies' addresses (CIDR
   * allowed). Never `true`: that would take the client's own X-Forwarded-For as its address.
   */
  readonly trustProxy: false | number | readonly string[];
  readonly push: {
    /** Accept push endpoints on loopback or private addresses, and plain http (local stand-ins, tests). */
    readonly allowPrivateEndpoints: boolean;
    /** The VAPID `sub` claim: how push services can reach the operator (mailto: or https:). */
    readonly subject: string;
    /** Hosts of the push services endpoints may point to; a name also covers its subdomains. */
    readonly serviceHosts: readonly string[];
  };
  readonly ical: {
    /** Import feeds from loopback or private addresses (a local stand-in, tests): never in production. */
    readonly allowPrivateUrls: boolean;
    /** How often each imported feed is fetched again. */
    readonly refreshMinutes: number;
  };
  /** Review summaries by an OpenAI-compatible model (SUMMARY_API_URL); null: the local summariser. */
  readonly summaryApi: { readonly url: string; readonly key: string | null; readonly model: string } | null;
}

/** DKIM signing of outgoing e-mail: the signing domain, the selector of its DNS record, the PEM key. */
export interface DkimConfig {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

/** A configuration problem, with a one-line message meant for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The push services of the browsers people use (Chrome and other Chromium browsers: FCM; Firefox:
 * Mozilla's autopush; Safari: Apple; Edge: Windows Push Notification Services).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', 'notify.windows.com'];

/** A host name or an address, as in a list of push service hosts. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[?[0-9a-f:.]+\]?$/i;

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  NODE_ENV: z.string().optional(),
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('Owner Portal <no-reply@example.com>'),
  DKIM_DOMAIN: z.string().regex(HOST_NAME).optional(),
  DKIM_SELECTOR: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/).optional(),
  DKIM_PRIVATE_KEY: z.string().regex(/-----BEGIN (RSA |EC )?PRIVATE KEY-----/).optional(),
  SMS_PROVIDER: z.enum(['sns']).optional(),
  SMS_SENDER_ID: z.string().regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/).optional(),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CODES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  CODE_HMAC_KEY: z.string().min(32).max(512).optional(),
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1_000_000).default(5),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OLD_PORTAL_URL: httpUrl.default('https://old-portal.example.com/'),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|\d+|[0-9a-fA-F.:/, ]+)$/)
    .default('false'),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false']).default('false'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .refine((value) => value.split(',').every((host) => HOST_NAME.test(host.trim())))
    .optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/).optional(),
  ICAL_ALLOW_PRIVATE_URLS: z.enum(['true', 'false']).default('false'),
  ICAL_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  SUMMARY_API_URL: httpUrl.optional(),
  SUMMARY_API_KEY: z.string().min(1).max(500).optional(),
  SUMMARY_MODEL: z.string().regex(/^[\w.:/-]{1,100}$/).default('gpt-4o-mini'),
});

/** The address inside "Name <address>" (or the whole value). */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** What each variable must look like; the raw value is never echoed (URLs may carry passwords). */
const expectations: Record<keyof z.input<typeof Env>, string> = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or address',
  DATA_DIR: 'a folder path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  PUBLIC_URL: 'an http:// or https:// URL',
  NODE_ENV: 'a string',
  DEMO_MODE: 'true or false',
  SMTP_URL: 'an smtp:// or smtps:// URL',
  SMTP_FROM: 'a sender address such as "Owner Portal <no-reply@example.com>"',
  DKIM_DOMAIN: 'the domain the DKIM signature is made for',
  DKIM_SELECTOR: 'the selector of the DKIM key\'s DNS record',
  DKIM_PRIVATE_KEY: 'a PEM private key (-----BEGIN PRIVATE KEY----- …)',
  SMS_PROVIDER: 'sns (Amazon SNS)',
  SMS_SENDER_ID: '1 to 11 letters and digits, at least one letter',
  CLIENT_DIR: 'a folder path',
  LOGIN_RATE_LIMIT_PER_MINUTE: 'an integer from 1 to 1000000',
  CODES_PER_ACCOUNT_PER_HOUR: 'an integer from 1 to 1000000',
  CODE_HMAC_KEY: 'a random secret of 32 to 512 characters (e.g. openssl rand -base64 32)',
  LIVE_STREAMS_PER_SESSION: 'an integer from 1 to 1000000',
  LIVE_STREAMS_PER_ADDRESS: 'an integer from 1 to 1000000',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  OLD_PORTAL_URL: 'an http:// or https:// URL',
  TRUST_PROXY: 'false, the number of proxies in front of the portal, or their comma-separated addresses',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true or false',
  PUSH_SERVICE_HOSTS: 'a comma-separated list of host names',
  VAPID_SUBJECT: 'a mailto: address or an https:// URL',
  ICAL_ALLOW_PRIVATE_URLS: 'true or false',
  ICAL_REFRESH_MINUTES: 'an integer from 1 to 1440',
  SUMMARY_API_URL: 'an http:// or https:// URL of an OpenAI-compatible API (…/v1)',
  SUMMARY_API_KEY: 'a key of at most 500 characters',
  SUMMARY_MODEL: 'a model name (letters, digits, . : / _ -)',
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
  // `true` would make every client's X-Forwarded-For its address, so per-IP limits would hold no one.
  if (present.TRUST_PROXY === 'true') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true would trust the address any client claims in X-Forwarded-For; ' +
        'set the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  const parsed = Env.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const demoMode = e.DEMO_MODE === 'true';
  if (demoMode && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: DEMO_MODE=true is refused with NODE_ENV=production (demo mode publishes every login code)');
  }
  if (e.ICAL_ALLOW_PRIVATE_URLS === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: ICAL_ALLOW_PRIVATE_URLS=true is refused with NODE_ENV=production (feeds would reach the internal network)');
  }
  const dkimParts = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimParts !== 0 && dkimParts !== 3) {
    throw new ConfigError('Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (set all three to sign e-mail, or none)');
  }
  if (!e.CODE_HMAC_KEY && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: CODE_HMAC_KEY is required with NODE_ENV=production (the key of the stored codes\' HMACs)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secure: publicUrl.startsWith('https://'),
    demoMode,
    smtp: e.SMTP_URL
      ? {
          url: e.SMTP_URL,
          from: e.SMTP_FROM,
          // A key in one line (as many secret stores hold it) has its line breaks as \n.
          dkim: e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
            ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') }
            : null,
        }
      : null,
    sms: e.SMS_PROVIDER ? { provider: e.SMS_PROVIDER, senderId: e.SMS_SENDER_ID ?? null } : null,
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    codesPerAccountPerHour: e.CODES_PER_ACCOUNT_PER_HOUR,
    codeKey: e.CODE_HMAC_KEY ?? null,
    liveStreams: { perSession: e.LIVE_STREAMS_PER_SESSION, perAddress: e.LIVE_STREAMS_PER_ADDRESS },
    logLevel: e.LOG_LEVEL,
    oldPortalUrl: e.OLD_PORTAL_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    push: {
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${senderAddress(e.SMTP_FROM)}`),
      serviceHosts: e.PUSH_SERVICE_HOSTS
        ? e.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_SERVICE_HOSTS,
    },
    ical: { allowPrivateUrls: e.ICAL_ALLOW_PRIVATE_URLS === 'true', refreshMinutes: e.ICAL_REFRESH_MINUTES },
    summaryApi: e.SUMMARY_API_URL ? { url: e.SUMMARY_API_URL, key: e.SUMMARY_API_KEY ?? null, model: e.SUMMARY_MODEL } : null,
  };
}
