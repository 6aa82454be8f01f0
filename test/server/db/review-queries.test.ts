import { afterAll, beforeAll, expect, it } from 'vitest';
import { findSummary, saveSummary } from '../../../src/server/repositories/review-summaries-repository';
import { findReview, pageReviews, ratingCounts, reviewStamp, reviewsToSummarise, saveReply, setLikeState } from '../../../src/server/repositories/reviews-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('review queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let house: number;
  let strangersReview: number;

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    const [mine, stranger] = await Promise.all([createAccount(db, 'R-OWNER'), createAccount(db, 'R-STRANGER')]);
    owner = mine;
    house = await createHouse(db, owner, 'HR9500.100.1');
    const strangersHouse = await createHouse(db, stranger, 'HR9500.100.2');
    const review = (accommodationId: number, rating: 'Great' | 'Poor', createdAt: string, text: string) => ({
      accommodationId, stayId: null, source: 'Provider' as const, rating, language: 'en', reviewerName: 'Guest', text, createdAt,
    });
    await db.insertInto('reviews').values([
      review(house, 'Great', '2025-05-01T10:00:00Z', 'Very clean.'),
      review(house, 'Poor', '2025-06-30T23:30:00Z', 'Loud road.'),
      review(house, 'Great', '2025-07-01T00:30:00Z', 'Lovely view.'),
    ]).execute();
    strangersReview = (await db.insertInto('reviews').values(review(strangersHouse, 'Great', '2025-05-02T10:00:00Z', 'Fine.')).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database.close());

  const filter = { accommodationId: null, rating: undefined, from: undefined, to: undefined, offset: 0, limit: 10 };

  it("pages one account's reviews newest first, filtered by home, rating and inclusive days", async () => {
    const all = await pageReviews(database.db, { accountId: owner, ...filter });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.text)).toEqual(['Lovely view.', 'Loud road.', 'Very clean.']);
    expect((await pageReviews(database.db, { accountId: owner, ...filter, rating: 'Great' })).total).toBe(2);
    const june = await pageReviews(database.db, { accountId: owner, ...filter, from: '2025-06-01', to: '2025-06-30' });
    expect(june.rows.map((row) => row.text)).toEqual(['Loud road.']);
    expect((await pageReviews(database.db, { accountId: owner, ...filter, offset: 2 })).rows).toHaveLength(1);
  });

  it("sets the like state only on the account's own reviews", async () => {
    const [first] = (await pageReviews(database.db, { accountId: owner, ...filter })).rows;
    expect(await setLikeState(database.db, owner, first!.id, 'LIKE')).toBe(true);
    expect(await setLikeState(database.db, owner, strangersReview, 'LIKE')).toBe(false);
    expect((await database.db.selectFrom('reviews').select('likeState').where('id', '=', strangersReview).executeTakeFirstOrThrow()).likeState).toBe('NONE');
  });

  it('stamps a home by count and newest id, and stores summaries per language as upserts', async () => {
    const stamp = await reviewStamp(database.db, house);
    const reviews = await reviewsToSummarise(database.db, house);
    expect(stamp).toEqual({ count: 3, newestId: Math.max(...reviews.map((review) => review.id)) });
    const summary = { text: 'Very clean.', aspects: [{ aspect: 'cleanliness' as const, praise: 1, criticism: 0, quote: 'Very clean', quoteLanguage: 'en' }], reviewCount: 3, newestReviewId: stamp.newestId };
    await saveSummary(database.db, house, 'en', summary, new Date());
    await saveSummary(database.db, house, 'en', { ...summary, reviewCount: 4 }, new Date());
    expect(await findSummary(database.db, house, 'en')).toEqual({ ...summary, reviewCount: 4 });
    expect(await findSummary(database.db, house, 'de')).toBeUndefined();
  });

  it("keeps one reply per review, replaced when edited, and writes none to another account's review", async () => {
    const [first] = (await pageReviews(database.db, { accountId: owner, ...filter })).rows;
    expect(first).toMatchObject({ replyText: null, replyUpdatedAt: null });
    expect(await saveReply(database.db, owner, first!.id, 'Thank you!', new Date('2025-08-01T10:00:00Z'))).toBe(true);
    expect(await saveReply(database.db, owner, first!.id, 'Thank you, come again!', new Date('2025-08-02T10:00:00Z'))).toBe(true);
    expect(await findReview(database.db, owner, first!.id)).toMatchObject({ replyText: 'Thank you, come again!', replyUpdatedAt: new Date('2025-08-02T10:00:00Z') });
    const stored = await database.db.selectFrom('reviewReplies').selectAll().where('reviewId', '=', first!.id).execute();
    expect(stored).toEqual([{ reviewId: first!.id, text: 'Thank you, come again!', createdAt: new Date('2025-08-01T10:00:00Z'), updatedAt: new Date('2025-08-02T10:00:00Z') }]);
    expect(await saveReply(database.db, owner, strangersReview, 'Not mine', new Date())).toBe(false);
    expect(await database.db.selectFrom('reviewReplies').select('reviewId').where('reviewId', '=', strangersReview).execute()).toEqual([]);
  });

  it('counts the ratings of a home', async () => {
    expect(await ratingCounts(database.db, house)).toEqual({ Great: 2, Poor: 1 });
  });
});
