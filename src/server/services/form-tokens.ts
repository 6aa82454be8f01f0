import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { settingOrInsert } from '../repositories/settings-repository';
import type { Clock } from './clock';

/**
 * Signed "this form was shown at" tokens for public forms' bot check: `<ms>.<hmac>`, keyed by a
 * secret kept in the server settings, so every instance accepts every instance's tokens and a
 * client cannot backdate one. No state per visitor.
 */
export class FormTokens {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly purpose: string,
  ) {}

  async issue(): Promise<string> {
    const issuedAt = String(this.clock.now().getTime());
    return `${issuedAt}.${await this.sign(issuedAt)}`;
  }

  /** When the token was issued (ms), or null when it is not one of ours. */
  async issuedAt(token: string): Promise<number | null> {
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(await this.sign(match[1]!));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : null;
  }

  private async sign(value: string): Promise<string> {
    this.key ??= settingOrInsert(this.db, `form_token_key:${this.purpose}`, () => randomBytes(32).toString('base64url')).then((stored) =>
      Buffer.from(String(stored), 'base64url'),
    );
    return createHmac('sha256', await this.key).update(`${this.purpose}:${value}`).digest('base64url');
  }
}
