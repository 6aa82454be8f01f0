import { ContactTopicGroups } from './enumerations';

/**
 * The contact-us form's topics (spec 3, "Contact topic groups"). The specification lists the four
 * groups' topics without naming the groups; they are named by the single-value kinds they match
 * (Bookings, Complaint, Maintenance, UpdateInfo).
 */
export const CONTACT_TOPICS = {
  Bookings: ContactTopicGroups[0],
  Complaint: ContactTopicGroups[1],
  Maintenance: ContactTopicGroups[2],
  UpdateInfo: ContactTopicGroups[3],
} as const;

export type ContactGroup = keyof typeof CONTACT_TOPICS;
export type ContactTopic = (typeof CONTACT_TOPICS)[ContactGroup][number];

/** The groups in the order the form offers them. */
export const CONTACT_GROUPS = Object.keys(CONTACT_TOPICS) as ContactGroup[];

/** Whether `group` is a contact group. */
export function isContactGroup(group: unknown): group is ContactGroup {
  return typeof group === 'string' && Object.hasOwn(CONTACT_TOPICS, group);
}

/** Whether `topic` is one of the topics of `group` ("Other" exists in several groups). */
export function isTopicOf(group: unknown, topic: unknown): topic is ContactTopic {
  return isContactGroup(group) && (CONTACT_TOPICS[group] as readonly unknown[]).includes(topic);
}

/** Where a message to support stands: sent, being worked on, answered (by e-mail or phone). */
export const ContactMessageStatuses = ['RECEIVED', 'IN_PROGRESS', 'ANSWERED'] as const;
export type ContactMessageStatus = (typeof ContactMessageStatuses)[number];
