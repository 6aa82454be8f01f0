import { PushKey } from '../contract/push';

/** The parts of a PushSubscription the renewal reads. */
export interface RenewedSubscription {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
}

/** What the renewal uses of the worker: its push manager and fetch (fakes in tests). */
export interface RenewalPorts {
  /** PushManager.subscribe with the portal's key (bytes, or the server's base64url text). */
  subscribe(applicationServerKey: ArrayBuffer | string): Promise<RenewedSubscription>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

const post = (ports: RenewalPorts, path: string, body: unknown) =>
  ports.fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * `pushsubscriptionchange`: the push service replaced or dropped the subscription (keys rotated,
 * expired). Without this, the server keeps sending to the old endpoint and the owner silently
 * gets no more notifications. The browser's new subscription is used when it gives one, else the
 * worker subscribes again with the same key (asking the server for it when the old one is gone);
 * the new one is sent to the server, and the old endpoint removed there.
 */
export async function renewPushSubscription(oldSubscription: RenewedSubscription | null, newSubscription: RenewedSubscription | null, ports: RenewalPorts): Promise<void> {
  let renewed = newSubscription;
  if (!renewed) {
    let key: ArrayBuffer | string | null = oldSubscription?.options?.applicationServerKey ?? null;
    if (!key) {
      const answer = await ports.fetch('/api/webpush/key', { credentials: 'same-origin' });
      if (!answer.ok) throw new Error(`Push key: HTTP ${answer.status}`);
      key = PushKey.parse(await answer.json()).publicKey;
    }
    renewed = await ports.subscribe(key);
  }
  const stored = await post(ports, '/api/webpush/subscribe', renewed.toJSON());
  if (!stored.ok) throw new Error(`Push subscription renewal: HTTP ${stored.status}`);
  if (oldSubscription && oldSubscription.endpoint !== renewed.endpoint) await post(ports, '/api/webpush/unsubscribe', { endpoint: oldSubscription.endpoint });
}
