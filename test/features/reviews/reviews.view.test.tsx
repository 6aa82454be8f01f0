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

  async like(id: string, state: LikeState) {
    this.reviews = this.reviews.map((entry) => (entry.id === id ? { ...entry, likeState: state } : entry));
    return this.reviews.find((entry) => entry.id === id)!;
  }
}

const SUMMARY: ReviewSummary = {
  text: 'Very clean.',
  aspects: [{ aspect: 'cleanliness', praise: 3, criticism: 1, quote: 'Very clean', quoteLanguage: 'en' }],
  reviewCount: 4,
};

function render(gateway: FakeReviewsGateway, homes = new FakeReservationsGateway([])) {
  return renderPage(<ReviewsView />, { path: '/reviews', ports: [port(reviewsPort, gateway), port(reservationsPort, homes)] });
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
    render(new FakeReviewsGateway([], { text: '', aspects: [], reviewCount: 0 }));
    expect(await screen.findByText('No reviews here')).toBeTruthy();
    expect(await screen.findByText(/^No reviews yet/)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    render(new FakeReviewsGateway([review(1)], SUMMARY, true));
    expect(await screen.findByText('We could not load your reviews')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
