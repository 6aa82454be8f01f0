import type { Kysely } from 'kysely';
import { recipientLocale } from '../i18n/server-texts';
import type { StepUpStarted, StepUpStatus } from '../../contract/step-up';
import type { AuthenticationOptions, AuthenticationResponse } from '../../contract/webauthn';
import { STEP_UP_FRESH_MINUTES } from '../../domain/account-limits';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { FactorDeliveryMethod } from '../../domain/enumerations';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { findAccountById } from '../repositories/accounts-repository';
import { listPasskeys } from '../repositories/passkeys-repository';
import { findStepUpCode, freshUntil, markFresh, putStepUpCode, takeStepUpTry } from '../repositories/step-ups-repository';
import { putChallenge, takeChallenge } from '../repositories/webauthn-challenges-repository';
import { addMs, type Clock } from './clock';
import { chooseChannel, codeMessage, describeChannel } from './factor-channel';
import { Failure } from './failure';
import { CODE_TTL_MS } from './login-service';
import { CHALLENGE_TTL_MS, type PasskeyAssertions } from './passkey-assertions';
import { mainRecipient } from './recipients';
import { codeHash, newToken, sameDigest, sixDigitCode } from './secrets';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import type { SessionInfo } from './session-service';

const FRESH_MS = STEP_UP_FRESH_MINUTES * 60_000;

/**
 * Step-up: the signed-in owner proves the second factor again (a code through the login's channel,
 * or one of their passkeys) and the session counts as fresh for 10 minutes. Routes that change
 * security or legal data call `requireFresh`. Failures answer 400, never 401: a 401 would sign the
 * owner out.
 */
export class StepUpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly assertions: PasskeyAssertions,
    private readonly limits: SecondFactorLimits,
    private readonly codeKey: Buffer,
  ) {}

  async status(session: SessionInfo): Promise<StepUpStatus> {
    const until = await freshUntil(this.db, session.id);
    return { freshUntil: until && until > this.clock.now() ? until.toISOString() : null };
  }

  /** 403 step_up_required unless the session stepped up within the last 10 minutes. */
  async requireFresh(session: SessionInfo): Promise<void> {
    if ((await this.status(session)).freshUntil === null) throw new Failure(403, { code: 'step_up_required' });
  }

  /**
   * Sends a code to the account's login channel (none for NO_FACTOR or without an address). Each
   * code counts against the account's code messages of the hour like a login's (429), and none is
   * sent once guessing has stopped (403 second_factor_locked).
   */
  async start(session: SessionInfo): Promise<StepUpStarted> {
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    const channel = chooseChannel(account.factorDeliveryMethod as FactorDeliveryMethod, mainRecipient(account));
    if (channel) {
      await this.limits.beforeSending(account.id);
      const code = sixDigitCode();
      const salt = newToken();
      const hash = codeHash(this.codeKey, `step-up:${session.id}:${salt}`, code);
      const expiresAt = addMs(this.clock.now(), CODE_TTL_MS);
      // The code and its message are kept together (the outbox sends it however long it takes).
      const queued = await this.db.transaction().execute(async (trx) => {
        await putStepUpCode(trx, session.id, { codeHash: hash, codeSalt: salt, expiresAt, triesLeft: VERIFICATION_TRIES });
        return this.messages.enqueue(trx, codeMessage(channel, recipientLocale(account.portalLanguage), code, CODE_TTL_MS / 60_000), expiresAt);
      });
      await this.messages.send([queued]);
    }
    return describeChannel(channel);
  }

  /**
   * Checks the code: none or expired → 400 code_expired, used up → no_tries_left, wrong →
   * invalid_code with the tries left. Every comparison is reserved against the account's wrong
   * codes first, shared with the login (429 with growing delays, 403 second_factor_locked): a new
   * code's fresh tries do not reset that bound.
   */
  async verifyCode(session: SessionInfo, code: string): Promise<StepUpStatus> {
    const open = await findStepUpCode(this.db, session.id);
    if (!open || open.expiresAt <= this.clock.now()) throw Failure.badRequest('code_expired');
    await this.limits.reserveGuess(session.accountId);
    const triesLeft = await takeStepUpTry(this.db, session.id);
    if (triesLeft === undefined) throw Failure.badRequest('no_tries_left', { triesLeft: 0 });
    if (!sameDigest(codeHash(this.codeKey, `step-up:${session.id}:${open.codeSalt}`, code), open.codeHash)) {
      throw Failure.badRequest('invalid_code', { triesLeft });
    }
    await this.limits.correct(session.accountId);
    return this.markFresh(session);
  }

  /** Options to step up with one of the account's passkeys; the challenge is bound to this session. */
  async passkeyOptions(session: SessionInfo): Promise<AuthenticationOptions> {
    const passkeys = await listPasskeys(this.db, session.accountId);
    if (passkeys.length === 0) throw Failure.notFound();
    const options = await this.assertions.options(passkeys);
    const now = this.clock.now();
    await putChallenge(this.db, { id: `step_up:${session.id}`, purpose: 'step_up', sessionId: session.id, challenge: options.challenge, expiresAt: addMs(now, CHALLENGE_TTL_MS) }, now);
    return options;
  }

  /** Verifies the assertion (one of this account's passkeys, this session's challenge) → fresh; else 400 passkey_rejected. */
  async verifyPasskey(session: SessionInfo, response: AuthenticationResponse): Promise<StepUpStatus> {
    const challenge = await takeChallenge(this.db, `step_up:${session.id}`, 'step_up', this.clock.now());
    const passkey = challenge ? await this.assertions.verify(challenge, response, session.accountId) : null;
    if (!passkey) throw Failure.badRequest('passkey_rejected');
    return this.markFresh(session);
  }

  private async markFresh(session: SessionInfo): Promise<StepUpStatus> {
    const until = addMs(this.clock.now(), FRESH_MS);
    await markFresh(this.db, session.id, until);
    return { freshUntil: until.toISOString() };
  }
}
