import type { Kysely } from 'kysely';
import { resolveUiLocale } from '../../domain/locale';
import type { DocumentList, DocumentShare, DocumentsQuery, OwnerDocument } from '../../contract/documents';
import { type DocumentKind, documentFileName } from '../../domain/documents';
import { toHtmlLocale } from '../../domain/locale';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { findAccountById } from '../repositories/accounts-repository';
import { findContract, listSeasons } from '../repositories/contracts-repository';
import {
  type DocumentRecord,
  documentYearSpans,
  findDocument,
  findShareByTokenHash,
  insertShare,
  listDocuments,
  listShares,
  type ShareRecord,
} from '../repositories/documents-repository';
import { listStatements } from '../repositories/payments-repository';
import { addMs, type Clock, today } from './clock';
import { type DocumentContent, renderDocumentPdf } from './document-pdf';
import { documentTexts, type DocumentTexts } from './document-texts';
import { Failure } from './failure';
import type { ExportFile } from './payment-exports';
import { SHARE_LIMIT } from '../throttling/account-limits';
import { RateLimiter } from '../throttling/rate-limiter';
import { newToken, sha256Hex } from './secrets';

/** How long a forwarded link works. */
export const SHARE_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** Who asks: the account and the permissions of the session. */
export interface DocumentReader {
  readonly accountId: number;
  readonly permissions: readonly string[];
}

/** The kinds a reader may see: tax documentation needs ViewTaxDocumentation. */
function visibleKinds(reader: DocumentReader): DocumentKind[] {
  return reader.permissions.includes('ViewTaxDocumentation') ? ['contract', 'tax', 'price'] : ['contract', 'price'];
}

const toShare = (share: ShareRecord): DocumentShare => ({ recipient: share.recipient, sentAt: share.sentAt.toISOString(), expiresAt: share.expiresAt.toISOString() });

/**
 * The account's documents (contracts, tax documentation, Croatian price documentation): the list,
 * each as a PDF rendered now from the contract, price list and bookings it is about, and e-mail
 * forwards with a link that works for 7 days (only the token's SHA-256 is stored).
 */
export class DocumentsService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    /** PUBLIC_URL: forwarded links point there. */
    private readonly publicUrl: string,
  ) {
    this.limiter = new RateLimiter(db, clock);
  }

  async list(reader: DocumentReader, query: DocumentsQuery): Promise<DocumentList> {
    const allowed = visibleKinds(reader);
    if (query.kind && !allowed.includes(query.kind)) throw Failure.forbidden();
    const kinds = query.kind ? [query.kind] : allowed;
    const [documents, spans] = await Promise.all([listDocuments(this.db, reader.accountId, kinds, query.year), documentYearSpans(this.db, reader.accountId, kinds)]);
    const shares = await listShares(
      this.db,
      documents.map((document) => document.id),
    );
    const years = new Set<number>();
    for (const span of spans) for (let year = span.yearFrom; year <= span.yearTo; year++) years.add(year);
    return {
      documents: documents.map((document) => this.toDocument(document, shares.filter((share) => share.documentId === document.id))),
      years: [...years].sort((a, b) => b - a),
    };
  }

  async download(reader: DocumentReader, id: number): Promise<ExportFile> {
    return this.render(await this.readable(reader, id));
  }

  /** Sends the recipient a link to the document; rate-limited per account. */
  async share(reader: DocumentReader, id: number, email: string): Promise<DocumentShare> {
    const document = await this.readable(reader, id);
    await this.limiter.hit(`document-share:${reader.accountId}`, SHARE_LIMIT);
    const account = await findAccountById(this.db, reader.accountId);
    if (!account) throw Failure.notFound();
    const token = newToken();
    const sentAt = this.clock.now();
    const share = { documentId: document.id, recipient: email, sentAt, expiresAt: addMs(sentAt, SHARE_LINK_MS), tokenHash: sha256Hex(token) };
    const texts = documentTexts(document.language);
    const message = {
      channel: 'email',
      recipient: email,
      subject: texts.shareSubject,
      text: texts.shareText({
        owner: ownerName(account),
        document: this.titleOf(document, texts),
        link: `${this.publicUrl}/shared-documents/${token}`,
        expires: share.expiresAt.toISOString().slice(0, 10),
      }),
      code: null,
      locale: resolveUiLocale(document.language),
    } as const;
    // The share and its e-mail are kept together: listed as sent means the outbox has it.
    const queued = await this.db.transaction().execute(async (trx) => {
      await insertShare(trx, share);
      return this.messages.enqueue(trx, message, share.expiresAt);
    });
    await this.messages.send([queued]);
    return toShare(share);
  }

  /** The file behind a forwarded link: unknown tokens 404, links past their 7 days 410. */
  async sharedFile(token: string): Promise<ExportFile> {
    const found = await findShareByTokenHash(this.db, sha256Hex(token));
    if (!found) throw Failure.notFound();
    if (found.expiresAt.getTime() <= this.clock.now().getTime()) throw Failure.gone();
    return this.render(found.document);
  }

  /** One of the reader's documents: another account's 404, tax documentation without its permission 403. */
  private async readable(reader: DocumentReader, id: number): Promise<DocumentRecord> {
    const document = await findDocument(this.db, reader.accountId, id);
    if (!document) throw Failure.notFound();
    if (!visibleKinds(reader).includes(document.kind)) throw Failure.forbidden();
    return document;
  }

  private toDocument(document: DocumentRecord, shares: readonly ShareRecord[]): OwnerDocument {
    const home = document.accommodation;
    return {
      id: String(document.id),
      kind: document.kind,
      accommodation: home && { code: home.code, name: home.name, country: home.country },
      yearFrom: document.yearFrom,
      yearTo: document.yearTo,
      language: document.language,
      issuedOn: document.issuedOn,
      shares: shares.map(toShare),
    };
  }

  private titleOf(document: DocumentRecord, texts: DocumentTexts): string {
    const title = { contract: texts.contractTitle, tax: texts.taxTitle, price: texts.priceTitle }[document.kind];
    return documentFileName(title, document.yearFrom, document.yearTo, document.accommodation?.code ?? null).replace(/\.pdf$/, '');
  }

  private async render(document: DocumentRecord): Promise<ExportFile> {
    const texts = documentTexts(document.language);
    const content = document.kind === 'tax' ? await this.taxContent(document, texts) : await this.contractContent(document, texts);
    return { fileName: `${this.titleOf(document, texts)}.pdf`, stream: renderDocumentPdf(content) };
  }

  private async ownerFacts(document: DocumentRecord, texts: DocumentTexts): Promise<[string, string][]> {
    const account = await findAccountById(this.db, document.accountId);
    if (!account) throw Failure.notFound();
    const address = [account.street, `${account.zip} ${account.place}`.trim(), account.country].filter(Boolean).join(', ');
    return [[texts.owner, `${ownerName(account)} (${account.userId})${address ? `\n${address}` : ''}`]];
  }

  /** A contract and a Croatian price list both show the home's contract of the year and its seasons. */
  private async contractContent(document: DocumentRecord, texts: DocumentTexts): Promise<DocumentContent> {
    const home = document.accommodation;
    if (!home) throw Failure.notFound();
    const contract = await findContract(this.db, home.id, document.yearFrom);
    if (!contract) throw Failure.notFound();
    const seasons = await listSeasons(this.db, contract.id);
    const money = moneyFormat(document.language, contract.currency);
    const facts: [string, string][] = [
      ...(await this.ownerFacts(document, texts)),
      [texts.home, `${home.name} (${home.code})\n${home.place}, ${home.country}`],
      [texts.period, `${contract.validFrom} – ${contract.validTo}`],
    ];
    if (document.kind === 'contract') {
      const included = contract.includes.map((service) => texts.services[service as keyof DocumentTexts['services']] ?? service);
      facts.push(
        [texts.contractType, contract.type],
        [texts.commission, `${contract.commissionPercent} %`],
        [texts.includes, included.length > 0 ? included.join(', ') : texts.includesNothing],
        [texts.pricesConfirmed, contract.pricesConfirmedOn],
      );
    }
    return {
      title: `${document.kind === 'contract' ? texts.contractTitle : texts.priceTitle} ${contract.year}`,
      language: document.language,
      facts,
      table: {
        heading: texts.seasons,
        columns: [
          { header: texts.season, width: 13 },
          { header: texts.from, width: 9 },
          { header: texts.to, width: 9 },
          { header: texts.perNight, width: 10, numeric: true },
          { header: texts.perWeek, width: 10, numeric: true },
          { header: texts.minNights, width: 10, numeric: true },
        ],
        rows: seasons.map((season) => [texts.seasonNames[season.name], season.startsOn, season.endsOn, money(season.nightCents), money(season.weekCents), String(season.minNights)]),
        totals: [],
      },
      notes: document.kind === 'price' ? [texts.priceNote] : [],
      footer: `${texts.issuedOn} ${document.issuedOn}`,
    };
  }

  /** A year's income, deductions and net per home, as booked up to today, with totals per currency. */
  private async taxContent(document: DocumentRecord, texts: DocumentTexts): Promise<DocumentContent> {
    const statements = await listStatements(this.db, document.accountId, today(this.clock).toString(), { year: document.yearFrom });
    const totals = new Map<string, { credit: number; debit: number }>();
    for (const row of statements) {
      const sum = totals.get(row.currency) ?? { credit: 0, debit: 0 };
      totals.set(row.currency, { credit: sum.credit + row.creditCents, debit: sum.debit + row.debitCents });
    }
    const line = (label: string, currency: string, credit: number, debit: number) => {
      const money = moneyFormat(document.language, currency);
      return [label, money(credit), money(-debit), money(credit - debit)];
    };
    return {
      title: `${texts.taxTitle} ${document.yearFrom}`,
      language: document.language,
      facts: await this.ownerFacts(document, texts),
      table:
        statements.length === 0
          ? null
          : {
              heading: null,
              columns: [
                { header: texts.home, width: 22 },
                { header: texts.income, width: 11, numeric: true },
                { header: texts.deductions, width: 11, numeric: true },
                { header: texts.net, width: 11, numeric: true },
              ],
              rows: statements.map((row) => line(`${row.accommodationName} (${row.accommodationCode})`, row.currency, row.creditCents, row.debitCents)),
              totals: [...totals].map(([currency, sum]) => line(`${texts.total} ${currency}`, currency, sum.credit, sum.debit)),
            },
      notes: statements.length === 0 ? [texts.noFigures] : [texts.taxNote],
      footer: `${texts.issuedOn} ${document.issuedOn}`,
    };
  }
}

function ownerName(account: { companyName: string | null; firstName: string; lastName: string }): string {
  return account.companyName ?? `${account.firstName} ${account.lastName}`.trim();
}

/** Minor units as money in the document's language. */
function moneyFormat(language: string, currency: string): (cents: number) => string {
  const format = new Intl.NumberFormat(toHtmlLocale(language), { style: 'currency', currency });
  return (cents) => format.format(cents / 100);
}
