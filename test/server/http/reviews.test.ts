import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Review, ReviewPage, ReviewSummary } from '../../../src/contract/reviews';
import { summariseReviews } from '../../../src/domain/review-summary';
import type { DatabaseHandle } from '../../support/db';
import { accountIdOf, sessionFor } from '../helpers/fixtures';
import { type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const owner = () => sessionFor(test, '100001');
const agency = () => sessionFor(test, '100002');

async function get(url: string, cookies?: Record<string, string>) {
  return test.app.inject({ method: 'GET', url, cookies: cookies ?? (await owner()) });
}

/** The account's reviews counted in SQL, independently of the endpoint. */
async function countReviews(userId: string, where = sql`true`): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM reviews JOIN accommodations a ON a.id = reviews.accommodation_id
    WHERE a.account_id = ${await accountIdOf(database.db, userId)} AND ${where}`.execute(database.db);
  return rows[0]!.n;
}

/** A review id of another account (the agency). */
async function agencyReviewId(): Promise<number> {
  const row = await database.db
    .selectFrom('reviews')
    .innerJoin('accommodations', 'accommodations.id', 'reviews.accommodationId')
    .select('reviews.id')
    .where('accommodations.accountId', '=', await accountIdOf(database.db, '100002'))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('without a session', () => {
  it.each(['/api/reviews', '/api/reviews/summary?accommodation=DK1234.001.1'])('GET %s answers 401', async (url) => {
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
  it('PUT like answers 401', async () => {
    expect((await test.app.inject({ method: 'PUT', url: '/api/reviews/1/like', payload: { state: 'LIKE' } })).statusCode).toBe(401);
  });
});

describe('GET /api/reviews', () => {
  it("pages the account's reviews newest first", async () => {
    const response = await get('/api/reviews?size=5');
    expect(response.statusCode, response.body).toBe(200);
    const page = ReviewPage.parse(response.json());
    const total = await countReviews('100001');
    expect(total).toBeGreaterThan(5);
    expect(page).toMatchObject({ page: 0, size: 5, total, rest: total - 5 });
    const dates = page.content.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content.every((review) => ['DK1234.001.1', 'HR2731.100.1', 'IT5521.610.2'].includes(review.accommodation.code))).toBe(true);
  });

  it('filters by home, rating and period', async () => {
    const filtered = ReviewPage.parse((await get('/api/reviews?accommodation=HR2731.100.1&rating=Great&from=2024-01-01&to=2025-12-31&size=100')).json());
    const expected = await countReviews(
      '100001',
      sql`a.code = 'HR2731.100.1' AND reviews.rating = 'Great' AND reviews.created_at >= '2024-01-01' AND reviews.created_at < '2026-01-01'`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(filtered.total).toBe(expected);
    expect(filtered.content.every((review) => review.accommodation.code === 'HR2731.100.1' && review.rating === 'Great')).toBe(true);
    expect(filtered.content.every((review) => review.createdAt >= '2024-01-01' && review.createdAt < '2026-01-01')).toBe(true);
  });

  it('answers 400 naming the field for a bad rating, period or another account\'s home', async () => {
    for (const [query, field] of [['rating=Superb', 'rating'], ['from=0000-01-01', 'from'], ['from=2025-02-01&to=2025-01-01', 'to'], ['accommodation=XX9.9.9', 'accommodation'], ['size=0', 'size']] as const) {
      const response = await get(`/api/reviews?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
    }
    const agencyHouse = await database.db.selectFrom('accommodations').select('code').where('accountId', '=', await accountIdOf(database.db, '100002')).executeTakeFirstOrThrow();
    expect((await get(`/api/reviews?accommodation=${agencyHouse.code}`)).statusCode).toBe(400);
  });
});

describe('GET /api/reviews/summary', () => {
  it('summarises all of a home\'s reviews with the domain summariser, in the reader language', async () => {
    const response = await get('/api/reviews/summary?accommodation=HR2731.100.1&language=de');
    expect(response.statusCode, response.body).toBe(200);
    const summary = ReviewSummary.parse(response.json());
    const reviews = await database.db
      .selectFrom('reviews')
      .innerJoin('accommodations', 'accommodations.id', 'reviews.accommodationId')
      .select(['reviews.id', 'reviews.rating', 'reviews.language', 'reviews.text'])
      .where('accommodations.code', '=', 'HR2731.100.1')
      .execute();
    expect(summary.reviewCount).toBe(reviews.length);
    expect(summary).toMatchObject({ ...summariseReviews(reviews, 'de') });
    expect(summary.aspects.length).toBeGreaterThan(0);
  });

  it('is stored, and refreshed when a new review arrives', async () => {
    const url = '/api/reviews/summary?accommodation=DK1234.001.1';
    const before = ReviewSummary.parse((await get(url)).json());
    const stored = await database.db.selectFrom('reviewSummaries').selectAll().where('language', '=', 'en').execute();
    expect(stored.some((row) => row.reviewCount === before.reviewCount)).toBe(true);
    const house = await database.db.selectFrom('accommodations').select('id').where('code', '=', 'DK1234.001.1').executeTakeFirstOrThrow();
    await database.db
      .insertInto('reviews')
      .values({ accommodationId: house.id, stayId: null, source: 'Provider', rating: 'Terrible', language: 'en', reviewerName: 'Test', text: 'The pool was dirty and the owner never answered.', createdAt: new Date() })
      .execute();
    const after = ReviewSummary.parse((await get(url)).json());
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const equipment = (summary: ReviewSummary) => summary.aspects.find((tally) => tally.aspect === 'equipment')?.criticism ?? 0;
    expect(equipment(after)).toBe(equipment(before) + 1);
  });

  it("gives the average of the home's rated reviews, leaving out those without a rating", async () => {
    const summary = ReviewSummary.parse((await get('/api/reviews/summary?accommodation=HR2731.100.1')).json());
    const { rows } = await sql<{ average: string; rated: number }>`
      SELECT round(avg(CASE rating WHEN 'Terrible' THEN 1 WHEN 'Poor' THEN 2 WHEN 'Average' THEN 3 WHEN 'Good' THEN 4 WHEN 'Great' THEN 5 END), 1) AS average,
             count(*) FILTER (WHERE rating <> 'NA')::int AS rated
      FROM reviews JOIN accommodations a ON a.id = reviews.accommodation_id WHERE a.code = 'HR2731.100.1'`.execute(database.db);
    expect(rows[0]!.rated).toBeGreaterThan(0);
    expect(summary).toMatchObject({ averageRating: Number(rows[0]!.average), ratedCount: rows[0]!.rated });
  });

  it('answers 400 without a home or for another account\'s home', async () => {
    expect((await get('/api/reviews/summary')).json().fieldErrors).toHaveProperty('accommodation');
    expect((await get('/api/reviews/summary?accommodation=DK1234.001.1', await agency())).statusCode).toBe(400);
  });
});

describe('PUT /api/reviews/{id}/like', () => {
  const put = async (id: string | number, payload: unknown, cookies?: Record<string, string>) =>
    test.app.inject({ method: 'PUT', url: `/api/reviews/${id}/like`, payload: payload as object, cookies: cookies ?? (await owner()) });

  it('sets the like state and answers the review', async () => {
    const [first] = ReviewPage.parse((await get('/api/reviews?size=1')).json()).content;
    for (const state of ['LIKE', 'DISLIKE', 'NONE'] as const) {
      const response = await put(first!.id, { state });
      expect(response.statusCode, response.body).toBe(200);
      expect(Review.parse(response.json())).toMatchObject({ id: first!.id, likeState: state });
      const row = await database.db.selectFrom('reviews').select('likeState').where('id', '=', Number(first!.id)).executeTakeFirstOrThrow();
      expect(row.likeState).toBe(state);
    }
  });

  it('answers 400 naming the state for a bad one, and changes nothing', async () => {
    const [first] = ReviewPage.parse((await get('/api/reviews?size=1')).json()).content;
    const response = await put(first!.id, { state: 'LOVE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('state');
  });

  it("answers 404 for another account's review and for ids that name nothing", async () => {
    const theirs = await agencyReviewId();
    expect((await put(theirs, { state: 'LIKE' })).statusCode).toBe(404);
    expect((await database.db.selectFrom('reviews').select('likeState').where('id', '=', theirs).executeTakeFirstOrThrow()).likeState).not.toBe('LIKE');
    expect((await put('abc', { state: 'LIKE' })).statusCode).toBe(404);
    expect((await put(999999999, { state: 'LIKE' })).statusCode).toBe(404);
  });
});

describe('PUT /api/reviews/{id}/reply', () => {
  const put = async (id: string | number, payload: unknown, cookies?: Record<string, string>) =>
    test.app.inject({ method: 'PUT', url: `/api/reviews/${id}/reply`, payload: payload as object, cookies: cookies ?? (await owner()) });
  const storedReply = async (id: string | number) =>
    database.db.selectFrom('reviewReplies').select('text').where('reviewId', '=', Number(id)).executeTakeFirst();

  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'PUT', url: '/api/reviews/1/reply', payload: { text: 'Thanks' } })).statusCode).toBe(401);
  });

  it('stores the trimmed reply, shows it with the review in the list, and replaces it when edited', async () => {
    const [first] = ReviewPage.parse((await get('/api/reviews?size=1')).json()).content;
    const response = await put(first!.id, { text: '  Thank you for staying with us!  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Review.parse(response.json()).reply).toMatchObject({ text: 'Thank you for staying with us!' });
    const edited = await put(first!.id, { text: 'Thank you, see you next summer!' });
    expect(Review.parse(edited.json()).reply?.text).toBe('Thank you, see you next summer!');
    const [listed] = ReviewPage.parse((await get('/api/reviews?size=1')).json()).content;
    expect(listed!.reply?.text).toBe('Thank you, see you next summer!');
    expect(await database.db.selectFrom('reviewReplies').select('reviewId').where('reviewId', '=', Number(first!.id)).execute()).toHaveLength(1);
  });

  it('answers 400 naming the text for an empty or too long reply, and changes nothing', async () => {
    const [, second] = ReviewPage.parse((await get('/api/reviews?size=2')).json()).content;
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(2001) }, {}, { text: 42 }]) {
      const response = await put(second!.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('text');
    }
    expect(await storedReply(second!.id)).toBeUndefined();
  });

  it("answers 404 for another account's review and ids that name nothing, writing nothing", async () => {
    const theirs = await agencyReviewId();
    expect((await put(theirs, { text: 'Not my review' })).statusCode).toBe(404);
    expect(await storedReply(theirs)).toBeUndefined();
    expect((await put('abc', { text: 'x' })).statusCode).toBe(404);
    expect((await put(999999999, { text: 'x' })).statusCode).toBe(404);
  });

  it('answers 403 to an account without ReplyToReviews (the keyholder), writing nothing', async () => {
    const keyholder = await sessionFor(test, '100003');
    const house = await database.db.selectFrom('accommodations').select('id').where('accountId', '=', await accountIdOf(database.db, '100003')).executeTakeFirstOrThrow();
    const { id } = await database.db
      .insertInto('reviews')
      .values({ accommodationId: house.id, stayId: null, source: 'Provider', rating: 'Good', language: 'en', reviewerName: 'Test', text: 'Nice.', createdAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await put(id, { text: 'Thanks' }, keyholder);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    expect(await storedReply(id)).toBeUndefined();
  });
});
