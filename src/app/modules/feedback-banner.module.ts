import type { KyInstance } from 'ky';
import { KyFeedbackBannerGateway } from '../../adapters/ky-feedback-banner-gateway';
import { feedbackBannerPort } from '../../ports/feedback-banner-gateway';
import { httpKey, portModule } from './port-module';

/** The feedback banner's state per owner. */
export const feedbackBannerModule = portModule((bind) => {
  bind(feedbackBannerPort).toResolvedValue((ky: KyInstance) => new KyFeedbackBannerGateway(ky), [httpKey]);
});
