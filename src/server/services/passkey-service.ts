import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { UiLocale } from '../../domain/enumerations';
import type { Kysely } from 'kysely';
import type { VerifyResponse } from '../../contract/auth';
import type { Passkey, PasskeyLoginOptions, PasskeyLoginRequest, PasskeyPromptStatus, RegisterPasskeyRequest } from '../../contract/passkeys';
import type { RegistrationOptions } from '../../contract/webauthn';
import { MAX_PASSKEYS } from '../../domain/account-limits';
import type { Database } from '../db/schema';
import { ensureSettings, setRemindPasskey } from '../repositories/account-settings-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { deletePasskey, insertPasskey, listPasskeys, renamePasskey, type StoredPasskey } from '../repositories/passkeys-repository';
import { putChallenge, takeChallenge } from '../repositories/webauthn-challenges-repository';
import type { AuditTrailService } from './audit-trail';
import { addMs, type Clock } from './clock';
import { Failure } from './failure';
import type { OwnerNotifier } from './owner-notifier';
import { CHALLENGE_TTL_MS, type PasskeyAssertions } from './passkey-assertions';
import type { RelyingParty } from './relying-party';
import { newToken, sha256Hex } from './secrets';
import type { SessionInfo, SessionService } from './session-service';
import type { StepUpService } from './step-up-service';

/** A passkey as the contract shows it. */
function toPasskey(passkey: StoredPasskey): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    synced: passkey.deviceType === 'multiDevice',
    backedUp: passkey.backedUp,
  };
}

/**
 * Passkeys of the signed-in owner (list, add, rename, remove: ViewPasskeys; adding and removing
 * need a fresh step-up), the passkey sign-in, and the prompt preference.
 */
export class PasskeyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly rp: RelyingParty,
    private readonly sessions: SessionService,
    private readonly stepUp: StepUpService,
    private readonly assertions: PasskeyAssertions,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
  ) {}

  async list(session: SessionInfo): Promise<Passkey[]> {
    this.requirePermission(session);
    return (await listPasskeys(this.db, session.accountId)).map(toPasskey);
  }

  /**
   * Creation options: the account's random user handle, its passkeys excluded (no second copy on
   * one authenticator), user verification required, resident key preferred. The challenge is bound
   * to this session and replaces an earlier one.
   */
  async registrationOptions(session: SessionInfo): Promise<RegistrationOptions> {
    this.requirePermission(session);
    await this.stepUp.requireFresh(session);
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    const existing = await listPasskeys(this.db, account.id);
    if (existing.length >= MAX_PASSKEYS) throw Failure.badRequest('invalid_request', { fieldErrors: { '': ['too_big'] } });
    const settings = await ensureSettings(this.db, account.id, newToken());
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: account.userId,
      userID: Buffer.from(settings.webauthnUserId, 'base64url'),
      userDisplayName: account.companyName ?? ([account.firstName, account.lastName].filter(Boolean).join(' ') || account.userId),
      attestationType: 'none',
      timeout: CHALLENGE_TTL_MS,
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    const now = this.clock.now();
    await putChallenge(this.db, { id: `register:${session.id}`, purpose: 'register', sessionId: session.id, challenge: options.challenge, expiresAt: addMs(now, CHALLENGE_TTL_MS) }, now);
    return { ...options, rp: { ...options.rp }, user: { ...options.user } };
  }

  /**
   * Verifies the new credential against this session's challenge (single use), origin and RP id;
   * 400 passkey_rejected when it does not verify, 409 passkey_exists for a registered credential id.
   */
  async register(session: SessionInfo, request: RegisterPasskeyRequest): Promise<Passkey> {
    this.requirePermission(session);
    await this.stepUp.requireFresh(session);
    const challenge = await takeChallenge(this.db, `register:${session.id}`, 'register', this.clock.now());
    if (!challenge) throw Failure.badRequest('passkey_rejected');
    const info = await this.verifyRegistration(request, challenge);
    const passkey: Omit<StoredPasskey, 'lastUsedAt'> = {
      id: info.credential.id,
      accountId: session.accountId,
      name: request.name,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: request.response.response.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      createdAt: this.clock.now(),
    };
    const account = await findAccountById(this.db, session.accountId);
    const notices = await this.db.transaction().execute(async (trx) => {
      if (!(await insertPasskey(trx, passkey))) return null;
      await this.audit.record(session.accountId, session.userId, 'passkey_added', [request.name], trx);
      return account ? this.notifier.enqueue(trx, account, { kind: 'passkeyAdded', values: { name: request.name } }) : [];
    });
    if (!notices) throw Failure.conflict('passkey_exists');
    this.notifier.sendLater(notices);
    return toPasskey({ ...passkey, lastUsedAt: null });
  }

  async rename(session: SessionInfo, id: string, name: string): Promise<Passkey> {
    this.requirePermission(session);
    const renamed = await this.db.transaction().execute(async (trx) => {
      const passkey = await renamePasskey(trx, session.accountId, id, name);
      if (passkey) await this.audit.record(session.accountId, session.userId, 'passkey_renamed', [name], trx);
      return passkey;
    });
    if (!renamed) throw Failure.notFound();
    return toPasskey(renamed);
  }

  async remove(session: SessionInfo, id: string): Promise<void> {
    this.requirePermission(session);
    await this.stepUp.requireFresh(session);
    const account = await findAccountById(this.db, session.accountId);
    const notices = await this.db.transaction().execute(async (trx) => {
      const removed = await deletePasskey(trx, session.accountId, id);
      if (removed === undefined) throw Failure.notFound();
      await this.audit.record(session.accountId, session.userId, 'passkey_removed', [removed], trx);
      return account ? this.notifier.enqueue(trx, account, { kind: 'passkeyRemoved', values: { name: removed } }) : [];
    });
    this.notifier.sendLater(notices);
  }

  /** A login attempt with a fresh challenge; the token binds the assertion to it. */
  async loginOptions(): Promise<PasskeyLoginOptions> {
    const token = newToken();
    const options = await this.assertions.options();
    const now = this.clock.now();
    await putChallenge(this.db, { id: sha256Hex(token), purpose: 'login', sessionId: null, challenge: options.challenge, expiresAt: addMs(now, CHALLENGE_TTL_MS) }, now);
    return { token, options };
  }

  /**
   * Signs in with a passkey (it is two factors itself: no code follows). Unknown or used attempt,
   * or an assertion that does not verify → 401 passkey_rejected. Returns the session cookie value.
   */
  async login(request: PasskeyLoginRequest, locale: UiLocale): Promise<{ sessionToken: string; response: VerifyResponse }> {
    const challenge = await takeChallenge(this.db, sha256Hex(request.token), 'login', this.clock.now());
    const passkey = challenge ? await this.assertions.verify(challenge, request.response) : null;
    const account = passkey ? await findAccountById(this.db, passkey.accountId) : undefined;
    if (!account) throw Failure.unauthorized('passkey_rejected');
    const sessionToken = await this.sessions.start(account.id, locale);
    return { sessionToken, response: { success: true, username: account.username, requireNewPassword: account.requireNewPassword } };
  }

  async promptStatus(session: SessionInfo): Promise<PasskeyPromptStatus> {
    const settings = await ensureSettings(this.db, session.accountId, newToken());
    const passkeys = await listPasskeys(this.db, session.accountId);
    return { remind: settings.remindPasskey, passkeyCount: passkeys.length, allowed: session.permissions.includes('ViewPasskeys') };
  }

  async setPrompt(session: SessionInfo, remind: boolean): Promise<PasskeyPromptStatus> {
    await ensureSettings(this.db, session.accountId, newToken());
    await setRemindPasskey(this.db, session.accountId, remind);
    return this.promptStatus(session);
  }

  private async verifyRegistration(request: RegisterPasskeyRequest, challenge: string) {
    try {
      const result = await verifyRegistrationResponse({
        response: request.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
      if (result.verified) return result.registrationInfo;
    } catch {
      // Malformed or mismatching responses throw: all of them are a refusal.
    }
    throw Failure.badRequest('passkey_rejected');
  }

  private requirePermission(session: SessionInfo): void {
    if (!session.permissions.includes('ViewPasskeys')) throw Failure.forbidden();
  }
}
