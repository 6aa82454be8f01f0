import * as z from 'zod/mini';
import { ArrivalGroups, ReservationKinds, TaskTypes, Urgencies } from '../domain/enumerations';

/** Something the owner should do; the client words it from `type` and `params`. */
export const Task = z.object({
  id: z.string(),
  type: z.enum(TaskTypes),
  urgency: z.enum(Urgencies),
  accommodationCode: z.nullable(z.string()),
  /** yyyy-MM-dd, when there is a deadline. */
  dueDate: z.nullable(z.string()),
  /** The portal path where the task is done. */
  link: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Task = z.infer<typeof Task>;

export const ArrivalItem = z.object({
  id: z.string(),
  resNo: z.string(),
  accommodation: z.object({ code: z.string(), name: z.string() }),
  arrivalDate: z.string(),
  departureDate: z.string(),
  travellerName: z.string(),
  pax: z.object({ adults: z.number(), children: z.number() }),
  kind: z.nullable(z.enum(ReservationKinds)),
});
export type ArrivalItem = z.infer<typeof ArrivalItem>;

export const Money = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof Money>;

/** GET /api/dashboard: tasks, arrivals by group (domain arrivalGroup) and key figures. */
export const Dashboard = z.object({
  /** The server's today (yyyy-MM-dd) the groups were made for. */
  today: z.string(),
  tasks: z.array(Task),
  arrivals: z.record(z.enum(ArrivalGroups), z.array(ArrivalItem)),
  figures: z.object({
    year: z.number(),
    /** Booked nights / available nights of the year, 0..1. */
    occupancy: z.number(),
    bookedNights: z.number(),
    /**
     * Income of the year booked up to today (docs/domain.md "Money figures": the payments pages'
     * income, the same number). Null when the account may not see payments: never sent then.
     */
    income: z.nullable(Money),
    /** Null when the account may not see payments or nothing is scheduled. */
    nextPayout: z.nullable(z.object({ date: z.string(), amount: Money })),
  }),
});
export type Dashboard = z.infer<typeof Dashboard>;
