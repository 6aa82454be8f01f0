import type { MessageDescriptor } from '@lingui/core';
import type { Task } from '../../contract/dashboard';
import type { TaskType, Urgency } from '../../domain/enumerations';
import { bankRejectionTexts } from '../../i18n/bank-details-texts';

/** What each kind of task asks the owner to do: a title and one sentence. Translated at render. */
export const taskTexts: Record<TaskType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  RESERVATION: {
    title: /*i18n*/ { id: 'dashboard.task.reservation.title', message: 'Get ready for your guests' },
    text: /*i18n*/ { id: 'dashboard.task.reservation.text', message: 'Guests arrive soon. Please make sure the house is ready for them.' },
  },
  RENEWAL: {
    title: /*i18n*/ { id: 'dashboard.task.renewal.title', message: 'Renew your contract' },
    text: /*i18n*/ { id: 'dashboard.task.renewal.text', message: 'Choose how your contract continues next season.' },
  },
  CONTRACT: {
    title: /*i18n*/ { id: 'dashboard.task.contract.title', message: 'Check your contract' },
    text: /*i18n*/ { id: 'dashboard.task.contract.text', message: 'Your contract is about to end or waits for your answer.' },
  },
  FEATURE: {
    title: /*i18n*/ { id: 'dashboard.task.feature.title', message: 'Try something new' },
    text: /*i18n*/ { id: 'dashboard.task.feature.text', message: 'A new part of the portal is ready for you.' },
  },
  FEEDBACK: {
    title: /*i18n*/ { id: 'dashboard.task.feedback.title', message: 'Tell us how we are doing' },
    text: /*i18n*/ { id: 'dashboard.task.feedback.text', message: 'Answer one short question about our service.' },
  },
  REFERRAL: {
    title: /*i18n*/ { id: 'dashboard.task.referral.title', message: 'Recommend a homeowner' },
    text: /*i18n*/ { id: 'dashboard.task.referral.text', message: 'Do you know someone who lets a holiday home? Tell us about them.' },
  },
  LEGAL: {
    title: /*i18n*/ { id: 'dashboard.task.legal.title', message: 'Complete your legal and tax data' },
    text: /*i18n*/ { id: 'dashboard.task.legal.text', message: 'The authorities ask us for some data about you.' },
  },
  // Worded per task by ibanTaskTexts (the account still paid to); these are the same words.
  IBAN: { title: bankRejectionTexts.title, text: bankRejectionTexts.nothingOnFile },
  SEASON_REVIEW: {
    title: /*i18n*/ { id: 'dashboard.task.seasonReview.title', message: 'Review your season' },
    text: /*i18n*/ { id: 'dashboard.task.seasonReview.text', message: 'See how your season went and plan the next one.' },
  },
};

/**
 * A refused bank change, told as the inbox and the payment information page tell it: the account
 * still paid to when there is one (the server sends `iban`), else that payouts wait.
 */
export function ibanTaskTexts(task: Pick<Task, 'params'>): { title: MessageDescriptor; text: MessageDescriptor } {
  const iban = param(task.params, 'iban');
  return {
    title: bankRejectionTexts.title,
    text: iban ? { ...bankRejectionTexts.paidTo, values: { iban } } : bankRejectionTexts.nothingOnFile,
  };
}

/** The name of each urgency level, shown next to its icon. */
export const urgencyLabels: Record<Urgency, MessageDescriptor> = {
  NONE: /*i18n*/ { id: 'dashboard.urgency.none', message: 'No rush' },
  ONGOING: /*i18n*/ { id: 'dashboard.urgency.ongoing', message: 'In progress' },
  WARNING: /*i18n*/ { id: 'dashboard.urgency.warning', message: 'Due soon' },
  URGENT: /*i18n*/ { id: 'dashboard.urgency.urgent', message: 'Urgent' },
};

/** A text parameter of a task, if the server sent one under any of these names. */
export function param(params: Record<string, string | number>, ...names: string[]): string | null {
  for (const name of names) {
    const value = params[name];
    if (value !== undefined && value !== '') return String(value);
  }
  return null;
}
