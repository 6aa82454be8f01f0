import * as z from 'zod/mini';
import { CONTACT_GROUPS, ContactMessageStatuses, isTopicOf } from '../domain/contact-topics';
import { ContactChannels, ContactRoles } from '../domain/enumerations';

/** When a contact answers: days of the week (1 Monday … 7 Sunday, inclusive) and local times "HH:MM". */
export const ContactHours = z.object({
  firstDay: z.number().check(z.int(), z.gte(1), z.lte(7)),
  lastDay: z.number().check(z.int(), z.gte(1), z.lte(7)),
  opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
});
export type ContactHours = z.infer<typeof ContactHours>;

/** One of the owner's contacts at the provider (service office, key holder…). */
export const ProviderContact = z.object({
  id: z.string(),
  role: z.enum(ContactRoles),
  name: z.string(),
  /** The home the contact looks after; null for all of the owner's homes. */
  accommodation: z.nullable(z.object({ code: z.string(), name: z.string() })),
  /** Without a home: the country (ISO 3166 code) whose homes the contact looks after; null for all of them. */
  country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** The way the contact prefers to be reached. */
  channel: z.enum(ContactChannels),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Null when the contact has no fixed hours (e-mail is read every working day). */
  hours: z.nullable(ContactHours),
});
export type ProviderContact = z.infer<typeof ProviderContact>;

/** GET /api/contacts: the owner's contacts, service office first. */
export const ContactList = z.object({ content: z.array(ProviderContact) });
export type ContactList = z.infer<typeof ContactList>;

/** The longest contact-us message. */
export const CONTACT_MESSAGE_MAX = 4000;

/**
 * POST /api/contact-us: a message to the provider about a topic of one of the topic groups
 * (domain/contact-topics.ts), optionally about one of the owner's reservations.
 */
export const ContactUsRequest = z
  .object({
    group: z.enum(CONTACT_GROUPS as [string, ...string[]]),
    topic: z.string().check(z.maxLength(40)),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTACT_MESSAGE_MAX)),
    resNo: z.optional(z.string().check(z.trim(), z.regex(/^\d{1,20}$/))),
  })
  .check(
    z.check((ctx) => {
      if (!isTopicOf(ctx.value.group, ctx.value.topic)) ctx.issues.push({ code: 'invalid_value', values: [], input: ctx.value.topic, path: ['topic'] });
    }),
  );
export type ContactUsRequest = z.infer<typeof ContactUsRequest>;

/** POST /api/contact-us 201: the stored message's id. */
export const ContactUsReceipt = z.object({ id: z.string() });
export type ContactUsReceipt = z.infer<typeof ContactUsReceipt>;

/** One message the owner sent to support: its subject (group and topic), reservation, date and status. */
export const SentContactMessage = z.object({
  id: z.string(),
  group: z.enum(CONTACT_GROUPS as [string, ...string[]]),
  topic: z.string(),
  resNo: z.nullable(z.string()),
  status: z.enum(ContactMessageStatuses),
  createdAt: z.string(),
});
export type SentContactMessage = z.infer<typeof SentContactMessage>;

/** GET /api/contact-us/messages: the account's own messages to support, newest first (at most 100). */
export const SentContactMessageList = z.object({ content: z.array(SentContactMessage) });
export type SentContactMessageList = z.infer<typeof SentContactMessageList>;
