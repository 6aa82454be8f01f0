import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CodeDelivery } from '../integrations/code-delivery';
import type { EventBus } from '../integrations/event-bus';
import type { PushSender } from '../integrations/push-sender';
import type { Log } from '../log';
import type { Clock } from './clock';
import { CalendarService } from './calendar-service';
import { DashboardService } from './dashboard-service';
import { IcalExportService } from './ical-export-service';
import { IcalFeedService } from './ical-feed-service';
import { IcalScheduler } from './ical-scheduler';
import { IcalSyncService } from './ical-sync-service';
import { feedFetcher, type FeedFetcher } from '../integrations/ical-fetcher';
import { DemoService } from './demo-service';
import { InboxService } from './inbox-service';
import { LoginService } from './login-service';
import { NotificationService } from './notification-service';
import { OwnerBookingService } from './owner-booking-service';
import { PasswordService } from './password-service';
import { ProfileService } from './profile-service';
import { PushService } from './push-service';
import { ReservationsService } from './reservations-service';
import { SecondFactorService } from './second-factor-service';
import { SessionService } from './session-service';
import { SupportService } from './support-service';
import { SystemService } from './system-service';
import { TaxService } from './tax-service';

/** Every service of the server, wired to one database, clock and delivery. */
export interface Services {
  readonly sessions: SessionService;
  readonly login: LoginService;
  readonly secondFactor: SecondFactorService;
  readonly profile: ProfileService;
  readonly tax: TaxService;
  readonly password: PasswordService;
  readonly support: SupportService;
  readonly system: SystemService;
  readonly reservations: ReservationsService;
  readonly ownerBookings: OwnerBookingService;
  readonly calendar: CalendarService;
  readonly icalExport: IcalExportService;
  readonly icalFeeds: IcalFeedService;
  readonly icalScheduler: IcalScheduler;
  readonly dashboard: DashboardService;
  readonly inbox: InboxService;
  readonly notifications: NotificationService;
  readonly push: PushService;
  readonly demo: DemoService;
}

export function createServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  delivery: CodeDelivery;
  /** Demo-only confirmations of public forms (see SupportService). */
  confirmations: CodeDelivery | null;
  /** Fan-out of new notifications to the live event streams of every instance. */
  events: EventBus;
  pushSender: PushSender;
  push: { readonly allowPrivateEndpoints: boolean };
  log: Log;
  /** Demo mode: the SPA may offer the demo tools (their routes check it again). */
  demoMode: boolean;
  /** iCal sync: the portal's address (feed URLs, our UIDs), the import's limits; `fetcher` replaces HTTP (tests). */
  ical: { readonly publicUrl: string; readonly allowPrivateUrls: boolean; readonly refreshMinutes: number; readonly fetcher?: FeedFetcher };
}): Services {
  const { db, clock, delivery, log } = deps;
  const sessions = new SessionService(db, clock);
  const push = new PushService(db, clock, deps.pushSender, deps.push, log);
  const notifications = new NotificationService(db, clock, deps.events, push, log);
  const icalExport = new IcalExportService(db, clock, deps.ical.publicUrl);
  const fetcher = deps.ical.fetcher ?? feedFetcher({ allowPrivate: deps.ical.allowPrivateUrls });
  const icalSync = new IcalSyncService(db, clock, fetcher, { host: icalExport.host, refreshMinutes: deps.ical.refreshMinutes }, log);
  return {
    sessions,
    login: new LoginService(db, clock, delivery),
    secondFactor: new SecondFactorService(db, clock, delivery, sessions),
    profile: new ProfileService(db, clock),
    tax: new TaxService(db, clock),
    password: new PasswordService(db, clock, sessions),
    support: new SupportService(db, clock, deps.confirmations),
    system: new SystemService(db, deps.demoMode),
    reservations: new ReservationsService(db, clock),
    ownerBookings: new OwnerBookingService(db, clock, notifications),
    calendar: new CalendarService(db),
    icalExport,
    icalFeeds: new IcalFeedService(db, clock, icalSync, deps.ical.allowPrivateUrls),
    icalScheduler: new IcalScheduler(db, clock, icalSync, log),
    dashboard: new DashboardService(db, clock),
    inbox: new InboxService(db, clock),
    notifications,
    push,
    demo: new DemoService(db, clock, notifications),
  };
}
