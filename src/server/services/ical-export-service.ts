import { createHash, randomBytes } from 'node:crypto';
import type { IcalExport } from '../../contract/ical';
import { writeFeed } from '../integrations/ical-writer';
import { findOwnHome } from '../repositories/own-homes-repository';
import type { Executor } from '../repositories/executor';
import { exportedStays, exportTokenOf, homeByExportToken, replaceExportToken } from '../repositories/ical-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { recipientLocale, serverText } from '../i18n/server-texts';

/** What an exported stay is called: the nights are taken, nothing more (no guest data). */
const SUMMARY = /*i18n*/ { id: 'ical.export.summary', message: 'Not available' };

/** An exported feed and its validators. */
export interface ExportedFeed {
  readonly body: string;
  readonly etag: string;
  readonly lastModified: Date;
}

/** Stays that ended this long ago are no longer exported. */
const PAST_DAYS = 30;

/** 32 random bytes: the feed URL is the only secret guarding it. */
export function newExportToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The public address of an export token. */
export function exportAddress(publicUrl: string, token: string): string {
  return `${publicUrl}/ical/${token}.ics`;
}

/** The export side of two-way sync: each home's private feed URL and the feed itself. */
export class IcalExportService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The host in our exported UIDs (the import recognises them). */
  get host(): string {
    return new URL(this.publicUrl).host;
  }

  /** The private feed URL of one of the account's homes (made on first use). */
  async exportUrl(accountId: number, code: string): Promise<IcalExport> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    return { url: this.urlOf(await exportTokenOf(this.db, home.id, newExportToken(), this.clock.now())) };
  }

  /** Replaces the home's feed URL; the old one answers 404 from now on. */
  async rotate(accountId: number, code: string): Promise<IcalExport> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    const token = newExportToken();
    await replaceExportToken(this.db, home.id, token, this.clock.now());
    return { url: this.urlOf(token) };
  }

  /**
   * The feed behind a token; undefined for an unknown or replaced token. The home's own address
   * carries its stays but no imported ones; a platform's address (one per imported feed) carries
   * every stay but those imported from that platform.
   */
  async feed(token: string): Promise<ExportedFeed | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const home = await homeByExportToken(this.db, token);
    if (!home) return undefined;
    const from = today(this.clock).subtract({ days: PAST_DAYS }).toString();
    const { stays, newestChange } = await exportedStays(this.db, home.id, from, home.forFeed);
    // A feed has no request language of its own (a calendar app fetches it): the owner's.
    const body = writeFeed(home, stays, this.host, serverText(recipientLocale(home.portalLanguage), SUMMARY));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    const candidates = [home.createdAt.getTime(), newestChange?.getTime() ?? 0];
    // Whole seconds: all an HTTP date carries. Two changes within one second share it, so only
    // the ETag (a hash of the text) decides a 304 (see ical-routes.ts).
    const lastModified = new Date(Math.floor(Math.max(...candidates) / 1000) * 1000);
    return { body, etag, lastModified };
  }

  private urlOf(token: string): string {
    return exportAddress(this.publicUrl, token);
  }
}
