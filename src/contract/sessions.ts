import * as z from 'zod/mini';

/** One of the account's active sessions (ASVS 7.5.2); ids stay on the server. */
export const ActiveSession = z.object({
  /** A coarse description of the browser ("Firefox on Windows"); null for sessions from before it was kept. */
  device: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** GET /api/profile/sessions → 200: the account's active sessions, most recently active first. */
export const ActiveSessions = z.object({ sessions: z.array(ActiveSession) });
export type ActiveSessions = z.infer<typeof ActiveSessions>;

/** POST /api/profile/sessions/sign-out-others → 200: how many other sessions were ended (their live streams close). */
export const SignedOutOthers = z.object({ ended: z.number().check(z.int(), z.gte(0)) });
export type SignedOutOthers = z.infer<typeof SignedOutOthers>;
