import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CodeDelivery } from '../integrations/code-delivery';
import type { Clock } from './clock';
import { LoginService } from './login-service';
import { PasswordService } from './password-service';
import { ProfileService } from './profile-service';
import { SecondFactorService } from './second-factor-service';
import { SessionService } from './session-service';
import { SupportService } from './support-service';
import { SystemService } from './system-service';
import { TaxService } from './tax-service';

/** Every service of the server, wired to one database, clock and delivery. */
export interface Services {
  readonly sessions: SessionService;
  readonly login: LoginService;
  readonly secondFactor: SecondFactorService;
  readonly profile: ProfileService;
  readonly tax: TaxService;
  readonly password: PasswordService;
  readonly support: SupportService;
  readonly system: SystemService;
}

export function createServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  delivery: CodeDelivery;
  /** Demo-only confirmations of public forms (see SupportService). */
  confirmations: CodeDelivery | null;
}): Services {
  const { db, clock, delivery } = deps;
  const sessions = new SessionService(db, clock);
  return {
    sessions,
    login: new LoginService(db, clock, delivery),
    secondFactor: new SecondFactorService(db, clock, delivery, sessions),
    profile: new ProfileService(db, clock),
    tax: new TaxService(db, clock),
    password: new PasswordService(db, clock, sessions),
    support: new SupportService(db, clock, deps.confirmations),
    system: new SystemService(db),
  };
}
