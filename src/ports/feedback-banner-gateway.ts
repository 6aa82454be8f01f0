import type { FeedbackBannerState } from '../contract/feedback-banner';
import { portKey } from './port-key';

/** The feedback banner's state per owner, kept by the server. Throws GatewayError. */
export interface FeedbackBannerGateway {
  state(): Promise<FeedbackBannerState>;
  /** Records a close now, with or without feedback given. */
  close(feedbackGiven: boolean): Promise<void>;
}

/** The key the app binds the FeedbackBannerGateway adapter to. */
export const feedbackBannerPort = portKey<FeedbackBannerGateway>('feedbackBanner');
