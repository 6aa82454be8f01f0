import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import type { Log } from '../log';
import { AuditTrailService } from './audit-trail';
import { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import { ContactDataService } from './contact-data-service';
import { LegalDataService } from './legal-data-service';
import { NotificationSettingsService } from './notification-settings-service';
import { OwnerNotifier } from './owner-notifier';
import { PasskeyAssertions } from './passkey-assertions';
import { PasskeyService } from './passkey-service';
import { RecoveryService } from './recovery-service';
import { relyingPartyOf } from './relying-party';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import type { SessionService } from './session-service';
import { StepUpService } from './step-up-service';

/** The services of the account slice: recovery, step-up, passkeys, profile settings and the audit trail. */
export interface AccountServices {
  readonly recovery: RecoveryService;
  readonly stepUp: StepUpService;
  readonly passkeys: PasskeyService;
  readonly legal: LegalDataService;
  readonly contact: ContactDataService;
  readonly notificationSettings: NotificationSettingsService;
  readonly audit: AuditTrailService;
  /** Messages still being sent after their request answered. */
  readonly background: BackgroundTasks;
}

export function createAccountServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  messages: Messages;
  log: Log;
  sessions: SessionService;
  publicUrl: string;
  /** The per-account bounds shared with the login: wrong codes and code messages per hour. */
  codeLimits: SecondFactorLimits;
  codeKey: Buffer;
}): AccountServices {
  const { db, clock, messages, publicUrl, codeLimits, codeKey } = deps;
  const background = new BackgroundTasks(deps.log);
  const audit = new AuditTrailService(db, clock);
  const notifier = new OwnerNotifier(messages, background, deps.log);
  const rp = relyingPartyOf(publicUrl);
  const assertions = new PasskeyAssertions(db, clock, rp);
  const stepUp = new StepUpService(db, clock, messages, assertions, codeLimits, codeKey);
  return {
    recovery: new RecoveryService(db, clock, messages, background, audit, publicUrl, deps.log),
    stepUp,
    passkeys: new PasskeyService(db, clock, rp, deps.sessions, stepUp, assertions, audit, notifier),
    legal: new LegalDataService(db, clock, stepUp, audit, notifier),
    contact: new ContactDataService(db, clock, messages, audit, notifier, stepUp, codeLimits, codeKey),
    notificationSettings: new NotificationSettingsService(db, clock, messages, audit, notifier, publicUrl, codeLimits),
    audit,
    background,
  };
}
