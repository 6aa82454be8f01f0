import { useEffect } from 'react';
import { FeedbackBanner as FeedbackBannerView } from '../features/feedback-banner/feedback-banner.view';
import { provideFeedbackBanner } from './feedback-banner.provide';
import { useProvidedActor } from './use-provided-actor';
import { feedbackBannerModule } from './modules/feedback-banner.module';
import { useModules } from './use-modules';

/**
 * The feedback banner for the signed-in visit: mounted with the logged-in area, so it starts at
 * login or app start, and stops (closes) when logout unmounts it.
 */
export function FeedbackBanner() {
  useModules(feedbackBannerModule);
  const actor = useProvidedActor(provideFeedbackBanner, {});
  useEffect(() => () => actor.send({ type: 'session.out' }), [actor]);
  return <FeedbackBannerView actor={actor} />;
}
