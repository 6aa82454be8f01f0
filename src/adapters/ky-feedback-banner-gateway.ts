import type { KyInstance } from 'ky';
import type { FeedbackBannerGateway } from '../ports/feedback-banner-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/feedback-banner');

export class KyFeedbackBannerGateway implements FeedbackBannerGateway {
  constructor(private readonly http: KyInstance) {}

  async state() {
    const { FeedbackBannerState } = await schemas();
    return send(() => this.http.get('feedback-banner').json(FeedbackBannerState));
  }

  async close(feedbackGiven: boolean) {
    await send(() => this.http.post('feedback-banner/close', { json: { feedbackGiven } }));
  }
}
