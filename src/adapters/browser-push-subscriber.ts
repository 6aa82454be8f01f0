import type { KyInstance } from 'ky';
import type { PushSubscriber } from '../ports/push-subscriber';
import { send } from './ky-http';

/** base64url → the bytes PushManager.subscribe wants as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The browser's Push API and the server's subscription endpoints: the one place that knows them. */
export class BrowserPushSubscriber implements PushSubscriber {
  constructor(private readonly http: KyInstance) {}

  supported() {
    return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  }

  permission() {
    return this.supported() ? Notification.permission : 'denied';
  }

  async subscribed() {
    if (!this.supported()) return false;
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription()) !== null;
  }

  async subscribe() {
    if ((await Notification.requestPermission()) !== 'granted') {
      // Spec 8: a denied permission is logged; the view explains how to allow it again.
      console.warn('Push permission denied');
      return 'denied' as const;
    }
    const { PushKey } = await import('../contract/push');
    const { publicKey } = await send(() => this.http.get('webpush/key').json(PushKey));
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await send(() => this.http.post('webpush/subscribe', { json: subscription.toJSON() }));
    return 'subscribed' as const;
  }

  async unsubscribe() {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return;
    await send(() => this.http.post('webpush/unsubscribe', { json: { endpoint: subscription.endpoint } }));
    await subscription.unsubscribe();
  }
}
