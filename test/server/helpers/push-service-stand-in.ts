import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A message the stand-in received, as a push service would see it. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * A local push service: records every message and answers with the status configured for its
 * path (201 by default), so tests can play a browser vendor's service, including 404 and 410.
 */
export async function startPushStandIn(): Promise<{
  origin: string;
  received: ReceivedPush[];
  answer: Map<string, number>;
  close(): Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  readonly ecdh: ECDH;
  readonly p256dh: string;
  readonly auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Decrypts an aes128gcm message the way the browser does (RFC 8291). */
export function decryptPush(body: Buffer, keys: BrowserKeys): unknown {
  return JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'));
}

/**
 * Checks a VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, an ES256
 * signature by that key, and returns the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('VAPID key is not the server key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}
