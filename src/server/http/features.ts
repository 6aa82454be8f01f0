import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { calendarRoutes } from './calendar-routes';
import { contactRoutes } from './contact-routes';
import { dashboardRoutes } from './dashboard-routes';
import { demoRoutes } from './demo-routes';
import { documentsRoutes } from './documents-routes';
import { eventRoutes } from './events-routes';
import { icalRoutes } from './ical-routes';
import { feedbackBannerRoutes } from './feedback-banner-routes';
import { inboxRoutes } from './inbox-routes';
import { paymentsRoutes } from './payments-routes';
import { profileRoutes } from './profile-routes';
import { pushRoutes } from './push-routes';
import { referralRoutes } from './referral-routes';
import { reservationRoutes } from './reservations-routes';
import { reservationEarningsRoutes } from './reservation-earnings-routes';
import { propertyRoutes } from './property-routes';
import type { FeatureRoutes } from './route-context';
import { reviewsRoutes } from './reviews-routes';
import { sessionRoutes } from './session-routes';
import { supportRoutes } from './support-routes';
import { systemRoutes } from './system-routes';
import { telemetryRoutes } from './telemetry-routes';

/**
 * Every feature slice's routes plugin, registered in this order by app.ts with the shared route
 * context. A new slice adds its import and one line here.
 */
export const features: readonly FeatureRoutes[] = [
  systemRoutes,
  authRoutes,
  profileRoutes,
  sessionRoutes,
  supportRoutes,
  reservationRoutes,
  calendarRoutes,
  icalRoutes,
  dashboardRoutes,
  inboxRoutes,
  eventRoutes,
  pushRoutes,
  paymentsRoutes,
  accountRoutes,
  reviewsRoutes,
  feedbackBannerRoutes,
  demoRoutes,
  propertyRoutes,
  telemetryRoutes,
  documentsRoutes,
  contactRoutes,
  referralRoutes,
  reservationEarningsRoutes,
];
