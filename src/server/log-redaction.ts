/**
 * Secret links must not reach the logs: whoever reads the request log could otherwise open a
 * shared document, reset a password, subscribe to a calendar or confirm an address. The request
 * URL is logged on every request, so it is redacted before pino writes it.
 */

export const REDACTED = '[redacted]';

/** Paths whose segment after the prefix is itself the secret (the iCal feed and shared documents). */
const SECRET_SEGMENT_PREFIXES = ['/ical/', '/shared-documents/'];

/** Query parameters that carry a secret anywhere (e-mail confirmation and any future token). */
const SECRET_PARAMETERS = new Set(['confirm', 'token', 'secret']);

/** Query parameters that are a secret only on one page: the reset link's id. */
const SECRET_PARAMETERS_BY_PATH: ReadonlyArray<readonly [string, string]> = [['/reset-password', 'id']];

function redactPath(path: string): string {
  // Case-insensitive and over repeated slashes: a variant that reaches no route must not leak either.
  const normalised = path.toLowerCase().replace(/\/{2,}/g, '/');
  for (const prefix of SECRET_SEGMENT_PREFIXES) {
    if (normalised.startsWith(prefix)) return `${path.slice(0, path.length - normalised.length + prefix.length)}${REDACTED}`;
  }
  return path;
}

function secretParameter(path: string, name: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    key = name.toLowerCase();
  }
  if (SECRET_PARAMETERS.has(key)) return true;
  const page = path.toLowerCase().replace(/\/+$/, '');
  return SECRET_PARAMETERS_BY_PATH.some(([prefix, parameter]) => page.startsWith(prefix) && key === parameter);
}

/** The URL as logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const redactedPath = redactPath(path);
  if (question === -1) return redactedPath;
  const query = withoutHash
    .slice(question + 1)
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      return equals !== -1 && secretParameter(path, name) ? `${name}=${REDACTED}` : part;
    })
    .join('');
  return `${redactedPath}?${query}`;
}
