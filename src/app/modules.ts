import { calendarModule } from './modules/calendar.module';
import { contactModule } from './modules/contact.module';
import { accountModule } from './modules/account.module';
import { dashboardModule } from './modules/dashboard.module';
import { demoModule } from './modules/demo.module';
import { feedbackBannerModule } from './modules/feedback-banner.module';
import { inboxModule } from './modules/inbox.module';
import { paymentsModule } from './modules/payments.module';
import type { portModule } from './modules/port-module';
import { reservationsModule } from './modules/reservations.module';
import { propertyModule } from './modules/property.module';
import { reviewsModule } from './modules/reviews.module';
import { sessionModule } from './modules/session.module';
import { systemModule } from './modules/system.module';

/** Every slice's inversify module (modules/<slice>.module.ts): a new slice adds one line. */
export const sliceModules: readonly ReturnType<typeof portModule>[] = [
  sessionModule,
  systemModule,
  reservationsModule,
  dashboardModule,
  inboxModule,
  demoModule,
  paymentsModule,
  calendarModule,
  propertyModule,
  accountModule,
  reviewsModule,
  feedbackBannerModule,
  contactModule,
];
