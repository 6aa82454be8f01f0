import * as z from 'zod/mini';

/** GET /api/webpush/key: the server's VAPID public key (base64url), to subscribe with. */
export const PushKey = z.object({ publicKey: z.string() });

/** POST /api/webpush/subscribe: a PushSubscription as the browser serialises it. */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{40,200}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

/** POST /api/webpush/unsubscribe. */
export const PushUnsubscribeRequest = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) });

/** What the service worker receives in a push (decrypted) and shows. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The portal path to open on click. */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
