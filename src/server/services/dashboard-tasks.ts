import type { Temporal } from 'temporal-polyfill';
import type { Task } from '../../contract/dashboard';
import { type Urgency, Urgencies } from '../../domain/enumerations';
import { toPlainDate } from '../../domain/plain-date';
import type { AccommodationRecord } from '../repositories/accommodations-repository';
import type { NotificationRecord } from '../repositories/notifications-repository';
import type { BankDetailsState } from './bank-details-state';
import type { StayRecord } from '../repositories/reservations-repository';
import { sectionOf } from './notification-read-model';

/** Guest arrivals this many days ahead (today included) become tasks: the owner prepares the house. */
export const ARRIVAL_TASK_DAYS = 3;
/** The season review is offered in the last quarter, after the summer season. */
const SEASON_REVIEW_FROM_MONTH = 10;

/** What the tasks are derived from; the dashboard service reads it from the database. */
export interface TaskInputs {
  readonly today: Temporal.PlainDate;
  readonly permissions: readonly string[];
  readonly houses: readonly AccommodationRecord[];
  /** Guest stays (reservations and the owner's own lets) arriving within ARRIVAL_TASK_DAYS. */
  readonly arrivals: readonly StayRecord[];
  /** Accommodations whose renewal for next year was already answered. */
  readonly renewed: ReadonlySet<number>;
  readonly taxNumberMissing: boolean;
  /** Unread feature, feedback and referral cards, newest first. */
  readonly unread: readonly NotificationRecord[];
  /** The bank account on file and its newest change (bank-details-state: the payment information page tells the same). */
  readonly bank: BankDetailsState;
  /** Guest nights of this year's summer season (June to September). */
  readonly seasonNights: number;
}

const ARRIVAL_URGENCY: readonly Urgency[] = ['URGENT', 'WARNING', 'ONGOING', 'ONGOING'];

function task(fields: Omit<Task, 'accommodationCode' | 'dueDate' | 'params'> & Partial<Pick<Task, 'accommodationCode' | 'dueDate' | 'params'>>): Task {
  return { accommodationCode: null, dueDate: null, params: {}, ...fields };
}

function arrivalTasks({ today, arrivals }: TaskInputs): Task[] {
  return arrivals.flatMap((stay) => {
    const days = today.until(toPlainDate(stay.arrival)).days;
    if (days < 0 || days > ARRIVAL_TASK_DAYS) return [];
    return [
      task({
        id: `reservation-${stay.id}`,
        type: 'RESERVATION',
        urgency: ARRIVAL_URGENCY[days]!,
        accommodationCode: stay.accommodationCode,
        dueDate: stay.arrival,
        link: `/reservations/arrivals/${stay.id}`,
        params: {
          resNo: stay.resNo,
          accommodationName: stay.accommodationName,
          travellerName: stay.travellerName,
          arrivalDate: stay.arrival,
          departureDate: stay.departure,
          days,
          adults: Math.max(0, stay.pax - stay.children),
          children: stay.children,
        },
      }),
    ];
  });
}

/**
 * Expiring contracts to renew (until answered) and pending contracts to sign; not for keyholders.
 * They lead to the contract prices (next year's contract for a renewal) when the account may see
 * them, else to the home's contract documents.
 */
function contractTasks({ today, houses, renewed, permissions }: TaskInputs): Task[] {
  const year = today.year + 1;
  const prices = permissions.includes('ViewContractPrices');
  return houses.flatMap((house) => {
    if (house.relation === 'keyholder') return [];
    const link = (path: string) => (prices ? `/contract-prices/${house.code}${path}` : `/documents/${house.code}/contracts`);
    const base = { accommodationCode: house.code, params: { accommodationName: house.name, year } };
    if (house.contractStatus === 'EXPIRING' && !renewed.has(house.id)) {
      return [task({ ...base, link: link(`/${year}`), id: `renewal-${house.code}`, type: 'RENEWAL', urgency: 'WARNING', dueDate: `${today.year}-12-31` })];
    }
    if (house.contractStatus === 'PENDING') return [task({ ...base, link: link(''), id: `contract-${house.code}`, type: 'CONTRACT', urgency: 'ONGOING' })];
    return [];
  });
}

/** Cards the owner has not opened yet become tasks that lead to them. */
function notificationTasks({ unread }: TaskInputs): Task[] {
  const types = { feature: 'FEATURE', feedback: 'FEEDBACK', referral: 'REFERRAL' } as const;
  const seen = new Set<string>();
  return unread.flatMap((record) => {
    if (!(record.type in types) || seen.has(record.type)) return [];
    seen.add(record.type);
    const section = sectionOf(record);
    const link = record.type === 'feature' && typeof section.link === 'string' && section.link.startsWith('/') ? section.link : '/inbox';
    const params: Task['params'] = { notificationId: String(record.id) };
    for (const key of ['key', 'name', 'status'] as const) if (typeof section[key] === 'string') params[key] = section[key] as string;
    return [task({ id: `notification-${record.id}`, type: types[record.type as keyof typeof types], urgency: 'NONE', link, params })];
  });
}

function accountTasks(inputs: TaskInputs): Task[] {
  const tasks: Task[] = [];
  if (inputs.taxNumberMissing && inputs.permissions.includes('ViewLegal')) {
    tasks.push(task({ id: 'legal-tax-number', type: 'LEGAL', urgency: 'WARNING', link: '/profile/legal' }));
  }
  const { rejected, iban } = inputs.bank;
  if (rejected && inputs.permissions.includes('ViewPayments')) {
    // Refused new details with an account on file: payouts go on to that account, so it is due, not
    // urgent. Without one nothing can be paid until new details pass.
    const params: Task['params'] = { rejectedIban: rejected.iban, ...(iban ? { iban } : {}), ...(rejected.reason ? { reason: rejected.reason } : {}) };
    tasks.push(task({ id: 'iban-rejected', type: 'IBAN', urgency: iban ? 'WARNING' : 'URGENT', link: '/profile/payment-info', params }));
  }
  const first = inputs.houses[0];
  if (first && inputs.today.month >= SEASON_REVIEW_FROM_MONTH && inputs.seasonNights > 0) {
    const link = inputs.permissions.includes('ViewBenchmark') ? `/property-benchmark/${first.code}` : '/reservations/departures';
    tasks.push(task({ id: `season-review-${inputs.today.year}`, type: 'SEASON_REVIEW', urgency: 'NONE', link, params: { year: inputs.today.year, nights: inputs.seasonNights } }));
  }
  return tasks;
}

/** Most urgent first, then the nearest deadline (none last), then by id for a stable order. */
function byUrgency(a: Task, b: Task): number {
  const rank = Urgencies.indexOf(b.urgency) - Urgencies.indexOf(a.urgency);
  if (rank !== 0) return rank;
  if (a.dueDate !== b.dueDate) return a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate);
  return a.id.localeCompare(b.id);
}

/** The owner's tasks, each with the portal path where it is done. */
export function dashboardTasks(inputs: TaskInputs): Task[] {
  return [...arrivalTasks(inputs), ...contractTasks(inputs), ...accountTasks(inputs), ...notificationTasks(inputs)].sort(byUrgency);
}
