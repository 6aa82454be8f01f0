import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewsQuery, ReviewSummary, ReviewSummaryQuery } from '../../../src/contract/reviews';
import type { LikeState } from '../../../src/domain/enumerations';
import { ReviewsView } from '../../../src/features/reviews/reviews.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { reservationsPort } from '../../../src/ports/reservations-gateway';
import { reviewsPort, type ReviewsGateway } from '../../../src/ports/reviews-gateway';
import { port, renderPage } from '../../support/render-page';
import { FakeReservationsGateway } from '../reservations/fake-reservations-gateway';

const review = (n: number, extra: Partial<Review> = {}): Review => ({
  id: String(n),
  accommodation: { code: 'HR1.1.1', name: 'Villa Mare' },
  source: n % 2 ? 'Provider' : 'Marketplace',
  rating: 'Great',
  language: 'de',
  reviewerName: `Guest ${n}`,
  title: `Title ${n}`,
  text: `Text ${n}`,
  likeState: 'NONE',
  createdAt: '2025-07-01T10:00:00.000Z',
  reply: null,
  ...extra,
});

/** Reviews in memory; `fail` makes the list fail. */
class FakeReviewsGateway implements ReviewsGateway {
  readonly listCalls: Partial<ReviewsQuery>[] = [];
  readonly summaryCalls: ReviewSummaryQuery[] = [];
  constructor(private reviews: Review[], private readonly summaryOf: ReviewSummary, private readonly fail = false) {}

  async list(query: Partial<ReviewsQuery>) {
    this.listCalls.push(query);
    if (this.fail) throw new GatewayError({ kind: 'network', message: 'offline' });
    const content = this.reviews.filter((entry) => !query.rating || entry.rating === query.rating);
    return { content, page: 0, size: 10, total: content.length, rest: 0 };
  }

  async summary(query: ReviewSummaryQuery) {
    this.summaryCalls.push(query);
    return this.summaryOf;
  }

  readonly replyCalls: { id: string; text: string }[] = [];
  failReply = false;

  async reply(id: string, text: string) {
    this.replyCalls.push({ id, text });
    if (this.failReply) throw new GatewayError({ kind: 'network', message: 'offline' });
    this.reviews = this.reviews.map((entry) => (entry.id === id ? { ...entry, reply: { text, updatedAt: '2025-08-01T10:00:00.000Z' } } : entry));
    return this.reviews.find((entry) => entry.id === id)!;
  }

  async like(id: string, state: LikeState) {
    this.reviews = this.reviews.map((entry) => (entry.id === id ? { ...entry, likeState: state } : entry));
    return this.reviews.find((entry) => entry.id === id)!;
  }
}

const SUMMARY: ReviewSummary = {
  text: 'Very clean.',
  aspects: [{ aspect: 'cleanliness', praise: 3, criticism: 1, quote: 'Very clean', quoteLanguage: 'en' }],
  reviewCount: 4,
  averageRating: 3.7,
  ratedCount: 3,
};

function render(gateway: FakeReviewsGateway, homes = new FakeReservationsGateway([]), { canReply = false, search = '' } = {}) {
  return renderPage(<ReviewsView canReply={canReply} />, { path: '/reviews', search, ports: [port(reviewsPort, gateway), port(reservationsPort, homes)] });
}

describe('reviews page', () => {
  it('shows the first home with its summary and reviews, and filters by rating', async () => {
    const gateway = new FakeReviewsGateway([review(1), review(2, { rating: 'Poor' })], SUMMARY);
    render(gateway);
    expect(await screen.findByText('Based on 4 reviews')).toBeTruthy();
    expect(screen.getByText('Cleanliness')).toBeTruthy();
    expect(await screen.findByText('Showing 2 of 2 reviews')).toBeTruthy();
    expect(gateway.listCalls[0]).toMatchObject({ accommodation: gateway.summaryCalls[0]!.accommodation, page: 0, size: 10 });
    expect(gateway.summaryCalls[0]!.language).toBe('en');

    await userEvent.selectOptions(screen.getByLabelText('Rating'), 'Poor');
    expect(await screen.findByText('Showing 1 of 1 review')).toBeTruthy();
    expect(gateway.listCalls.at(-1)).toMatchObject({ rating: 'Poor' });
  });

  it('keeps the first home when a rating is picked before the homes arrive', async () => {
    const gateway = new FakeReviewsGateway([review(1)], SUMMARY);
    let arrive = () => {};
    const homes = new (class extends FakeReservationsGateway {
      override async accommodations() {
        await new Promise<void>((resolve) => (arrive = resolve));
        return super.accommodations();
      }
    })([]);
    render(gateway, homes);
    await userEvent.selectOptions(screen.getByLabelText('Rating'), 'Great');
    arrive();
    expect(await screen.findByText('Showing 1 of 1 review')).toBeTruthy();
    expect(gateway.listCalls.at(-1)).toMatchObject({ accommodation: gateway.summaryCalls[0]!.accommodation, rating: 'Great' });
    expect(gateway.listCalls.at(-1)!.accommodation).toBeDefined();
  });

  it('filters by a period typed in the portal’s date form, and asks nothing for text that is no date', async () => {
    const gateway = new FakeReviewsGateway([review(1)], SUMMARY);
    render(gateway);
    expect(await screen.findByText('Showing 1 of 1 review')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Written from'), '01062025');
    await userEvent.tab();
    await screen.findByText('Showing 1 of 1 review');
    expect(gateway.listCalls.at(-1)).toMatchObject({ from: '2025-06-01' });
    expect(screen.getByLabelText('Written from')).toHaveProperty('value', '01/06/2025');

    const calls = gateway.listCalls.length;
    await userEvent.type(screen.getByLabelText('Written until'), '31/06/2025');
    await userEvent.tab();
    expect(screen.getByText('Enter a real date as DD/MM/YYYY.')).toBeTruthy();
    expect(screen.queryByText('Showing 1 of 1 review')).toBeNull();
    expect(gateway.listCalls).toHaveLength(calls);
  });

  it('toggles the like state of a review', async () => {
    const gateway = new FakeReviewsGateway([review(1)], SUMMARY);
    render(gateway);
    const card = (await screen.findByText('Title 1')).closest('li')!;
    const helpful = within(card).getByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(helpful);
    await screen.findByRole('button', { name: 'Helpful', pressed: true });
  });

  it('says when there are no reviews and no summary yet', async () => {
    render(new FakeReviewsGateway([], { text: '', aspects: [], reviewCount: 0, averageRating: null, ratedCount: 0 }));
    expect(await screen.findByText('No reviews here')).toBeTruthy();
    expect(await screen.findByText(/^No reviews yet/)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    render(new FakeReviewsGateway([review(1)], SUMMARY, true));
    expect(await screen.findByText('We could not load your reviews')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the average rating as stars with a text alternative', async () => {
    render(new FakeReviewsGateway([review(1)], SUMMARY));
    const stars = await screen.findByRole('img', { name: 'Average rating: 3.7 out of 5 stars' });
    expect(stars.children).toHaveLength(5);
    expect(screen.getByText('from 3 rated reviews')).toBeTruthy();
  });

  it('keeps the filters in the address and starts from them', async () => {
    const gateway = new FakeReviewsGateway([review(1), review(2, { rating: 'Poor' })], SUMMARY);
    const { location } = render(gateway, undefined, { search: 'rating=Poor&from=2025-01-01' });
    expect(await screen.findByText('Showing 1 of 1 review')).toBeTruthy();
    expect(gateway.listCalls[0]).toMatchObject({ rating: 'Poor', from: '2025-01-01' });
    expect(screen.getByLabelText('Rating')).toHaveProperty('value', 'Poor');

    await userEvent.selectOptions(screen.getByLabelText('Home'), '');
    await screen.findByText('Showing 1 of 1 review');
    expect(location.history.at(-1)).toBe('/reviews?rating=Poor&from=2025-01-01&home=all');
    expect(gateway.listCalls.at(-1)!.accommodation).toBeUndefined();
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '');
    expect(location.history.at(-1)).toBe('/reviews?from=2025-01-01&home=all');
  });

  it('lets an owner who may reply write, then edit, one reply shown with the review', async () => {
    const gateway = new FakeReviewsGateway([review(1)], SUMMARY);
    render(gateway, undefined, { canReply: true });
    const card = (await screen.findByText('Title 1')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const field = within(card).getByLabelText('Your reply');
    expect(document.activeElement).toBe(field);
    await userEvent.click(within(card).getByRole('button', { name: 'Save reply' }));
    expect(within(card).getByText('Write your reply first.')).toBeTruthy();
    expect(gateway.replyCalls).toEqual([]);

    await userEvent.type(field, '  Thank you!  ');
    await userEvent.click(within(card).getByRole('button', { name: 'Save reply' }));
    expect(await within(card).findByText('Thank you!')).toBeTruthy();
    expect(gateway.replyCalls).toEqual([{ id: '1', text: 'Thank you!' }]);
    expect(within(card).getByText(/^Your reply of/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit reply' }));
    expect(within(card).getByLabelText('Your reply')).toHaveProperty('value', 'Thank you!');
  });

  it('says when a reply was not saved and keeps what was typed', async () => {
    const gateway = new FakeReviewsGateway([review(1)], SUMMARY);
    gateway.failReply = true;
    render(gateway, undefined, { canReply: true });
    const card = (await screen.findByText('Title 1')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    await userEvent.type(within(card).getByLabelText('Your reply'), 'Thanks');
    await userEvent.click(within(card).getByRole('button', { name: 'Save reply' }));
    expect(await within(card).findByText('Your reply was not saved. Please try again.')).toBeTruthy();
    expect(within(card).getByLabelText('Your reply')).toHaveProperty('value', 'Thanks');
  });

  it('shows a reply but offers no reply button to an account that may not reply', async () => {
    render(new FakeReviewsGateway([review(1, { reply: { text: 'We are glad you came.', updatedAt: '2025-08-01T10:00:00.000Z' } })], SUMMARY));
    const card = (await screen.findByText('Title 1')).closest('li')!;
    expect(within(card).getByText('We are glad you came.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /reply/i })).toBeNull();
  });
});
