import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { guardedLookup, isLocalHost } from './public-address';

/** A browser's push subscription as stored. */
export interface PushTarget {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Sends one encrypted message to one push service; resolves with the push service's HTTP status. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: { vapid: VapidKeys; ttlSeconds: number }): Promise<number>;
  close(): void;
}

export interface PushSenderOptions {
  /** `mailto:` or `https:` contact the push services may use (RFC 8292 `sub`). */
  readonly subject: string;
  /** Allows loopback and private endpoints, and plain http (tests and local push stand-ins only). */
  readonly allowPrivateEndpoints: boolean;
  readonly timeoutMs?: number;
}

/** The answer bodies of push services are short; more is not read. */
const MAX_RESPONSE_BYTES = 16 * 1024;

/**
 * web-push builds the request (aes128gcm payload encryption, RFC 8291; a VAPID ES256 JWT valid for
 * 12 hours, RFC 8292; TTL and Urgency headers); we send it ourselves so every connection goes
 * through the SSRF guard and keep-alive agents, and so http works for a local stand-in in tests.
 */
export function webPushSender(options: PushSenderOptions): PushSender {
  const timeout = options.timeoutMs ?? 10_000;
  const lookup = options.allowPrivateEndpoints ? undefined : guardedLookup;
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 16, ...(lookup ? { lookup } : {}) }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 16, ...(lookup ? { lookup } : {}) }),
  };

  return {
    send(target, payload, { vapid, ttlSeconds }) {
      const url = new URL(target.endpoint);
      const allowed = url.protocol === 'https:' || (options.allowPrivateEndpoints && url.protocol === 'http:');
      if (!allowed || (!options.allowPrivateEndpoints && isLocalHost(url.hostname))) {
        return Promise.reject(new Error(`push endpoint refused: ${url.protocol}//${url.host}`));
      }
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { ...target.keys } }, payload, {
        vapidDetails: { subject: options.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      const transport = url.protocol === 'https:' ? https : http;
      return new Promise<number>((resolve, reject) => {
        const request = transport.request(
          url,
          { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, agent: agents[url.protocol as 'https:' | 'http:'], timeout },
          (response) => {
            let read = 0;
            response.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read > MAX_RESPONSE_BYTES) response.destroy();
            });
            response.on('close', () => resolve(response.statusCode ?? 0));
            response.on('error', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('timeout', () => request.destroy(new Error('push service timed out')));
        request.on('error', reject);
        request.end(details.body ?? undefined);
      });
    },
    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
}

/** A new VAPID key pair (P-256, base64url). */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
