import type { Kysely } from 'kysely';
import type { ReferenceFormRequest, ReferralList, ReferralReceipt, ReferralRequest } from '../../contract/referral';
import { filledByPerson } from '../../domain/referral';
import type { Database } from '../db/schema';
import { insertReferral, listReferrals, type ReferralRecord } from '../repositories/referrals-repository';
import type { Clock } from './clock';
import { Failure } from './failure';
import type { FormTokens } from './form-tokens';

/** Recommendations of homeowners: from owners, and from anyone through the public form. */
export class ReferralService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: FormTokens,
  ) {}

  /** A token for the public form, issued when the form is shown. */
  formToken(): Promise<string> {
    return this.tokens.issue();
  }

  async list(accountId: number): Promise<ReferralList> {
    return { content: (await listReferrals(this.db, accountId)).map(toReferral) };
  }

  async refer(accountId: number, request: ReferralRequest): Promise<ReferralReceipt> {
    return { id: String(await insertReferral(this.db, this.row(accountId, request))) };
  }

  /**
   * The public form. A filled-in honeypot gets the same 201 and stores nothing (a bot learns
   * nothing); a token that is not ours, or that came back faster than a person types or a day
   * later, answers 400 naming `formToken` (the page fetches a fresh one and the person resends).
   */
  async referPublicly(request: ReferenceFormRequest): Promise<ReferralReceipt | null> {
    const issuedAt = await this.tokens.issuedAt(request.formToken);
    if (issuedAt === null || !filledByPerson(issuedAt, this.clock.now().getTime())) {
      throw Failure.badRequest('invalid_request', { fieldErrors: { formToken: ['expired'] } });
    }
    if (request.website) return null;
    const { formToken: _token, website: _website, ...referral } = request;
    return { id: String(await insertReferral(this.db, this.row(null, referral))) };
  }

  private row(accountId: number | null, request: ReferralRequest) {
    return {
      accountId,
      name: request.name,
      email: request.email ?? null,
      phone: request.phone ?? null,
      location: request.location,
      message: request.message ?? null,
      consent: request.consent,
      createdAt: this.clock.now(),
    };
  }
}

function toReferral(row: ReferralRecord): ReferralList['content'][number] {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
