import * as z from 'zod/mini';
import { PASSKEY_NAME_MAX } from '../domain/account-limits';
import { AuthenticationOptions, AuthenticationResponse, RegistrationResponse } from './webauthn';

/** One passkey of the owner (GET /api/passkeys lists them, oldest first). */
export const Passkey = z.object({
  /** The credential id (base64url). */
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  /** Synced to other devices of the owner (multi-device credential). */
  synced: z.boolean(),
  /** The synced copy is backed up. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const Passkeys = z.array(Passkey);
export type Passkeys = z.infer<typeof Passkeys>;

/** A passkey's name as the owner types it. */
export const PasskeyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_NAME_MAX));

/**
 * POST /api/passkeys/registration/verify → 201 Passkey; the options came from POST
 * /api/passkeys/registration/options (both need a fresh step-up; the challenge is single-use and
 * bound to the session). 409 `passkey_exists` for a credential already registered.
 */
export const RegisterPasskeyRequest = z.object({ name: PasskeyName, response: RegistrationResponse });
export type RegisterPasskeyRequest = z.infer<typeof RegisterPasskeyRequest>;

/** PATCH /api/passkeys/:id → 200 Passkey. */
export const RenamePasskeyRequest = z.object({ name: PasskeyName });
export type RenamePasskeyRequest = z.infer<typeof RenamePasskeyRequest>;

/**
 * POST /api/passkeys/login/options: a login attempt with its own challenge. `token` goes back
 * with the assertion, which binds the challenge to this attempt.
 */
export const PasskeyLoginOptions = z.object({ token: z.string(), options: AuthenticationOptions });
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptions>;

/** POST /api/passkeys/login/verify → VerifyResponse plus the session cookie; 401 `passkey_rejected`. */
export const PasskeyLoginRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  response: AuthenticationResponse,
});
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequest>;

/** PUT /api/passkeys/prompt: "don't remind me" is `remind: false` (stored per user, server-side). */
export const PasskeyPrompt = z.object({ remind: z.boolean() });
export type PasskeyPrompt = z.infer<typeof PasskeyPrompt>;

/**
 * GET /api/passkeys/prompt (and the answer of the PUT): what the prompt after login (§4) needs
 * besides the browser's support: the preference, how many passkeys the owner has, and whether the
 * account may use passkeys at all (ViewPasskeys).
 */
export const PasskeyPromptStatus = z.object({ remind: z.boolean(), passkeyCount: z.number(), allowed: z.boolean() });
export type PasskeyPromptStatus = z.infer<typeof PasskeyPromptStatus>;
