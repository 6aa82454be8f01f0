import type { MessageDescriptor } from '@lingui/core';
import { resolveUiLocale } from '../../domain/locale';
import { serverText } from '../i18n/server-texts';

/**
 * The texts of web push messages (title and body per kind), Lingui messages of the server catalog
 * (locales/server/{locale}.po). They are written on the server because a push arrives while no page
 * is open. Placeholders: {home}, {arrival}, {departure}, {year}.
 */
const PUSH_TEXTS = {
  reservationNew: {
    title: /*i18n*/ { id: 'push.reservationNew.title', message: 'New reservation' },
    body: /*i18n*/ { id: 'push.reservationNew.body', message: '{home}: {arrival} – {departure}' },
  },
  reservationUpdated: {
    title: /*i18n*/ { id: 'push.reservationUpdated.title', message: 'Reservation changed' },
    body: /*i18n*/ { id: 'push.reservationUpdated.body', message: '{home}: {arrival} – {departure}' },
  },
  reservationCanceled: {
    title: /*i18n*/ { id: 'push.reservationCanceled.title', message: 'Reservation canceled' },
    body: /*i18n*/ { id: 'push.reservationCanceled.body', message: '{home}: {arrival} – {departure}' },
  },
  feature: {
    title: /*i18n*/ { id: 'push.feature.title', message: 'New in your portal' },
    body: /*i18n*/ { id: 'push.feature.body', message: 'Open your inbox to find out more.' },
  },
  feedback: {
    title: /*i18n*/ { id: 'push.feedback.title', message: 'How are we doing?' },
    body: /*i18n*/ { id: 'push.feedback.body', message: 'Tell us in a few seconds.' },
  },
  referral: {
    title: /*i18n*/ { id: 'push.referral.title', message: 'News about your referral' },
    body: /*i18n*/ { id: 'push.referral.body', message: 'Open your inbox to see where it stands.' },
  },
  legal: {
    title: /*i18n*/ { id: 'push.legal.title', message: 'Please check your tax data' },
    body: /*i18n*/ { id: 'push.legal.body', message: 'A document is waiting for your confirmation.' },
  },
  ibanFailed: {
    title: /*i18n*/ { id: 'push.ibanFailed.title', message: 'Bank details not changed' },
    body: /*i18n*/ { id: 'push.ibanFailed.body', message: 'We could not change your bank details. Your inbox tells you why.' },
  },
  ibanDone: {
    title: /*i18n*/ { id: 'push.ibanDone.title', message: 'Bank details changed' },
    body: /*i18n*/ { id: 'push.ibanDone.body', message: 'Your new bank details are now in use.' },
  },
  renewal: {
    title: /*i18n*/ { id: 'push.renewal.title', message: 'Your contract can be renewed' },
    body: /*i18n*/ { id: 'push.renewal.body', message: '{home}: renew your contract for {year}.' },
  },
  contract: {
    title: /*i18n*/ { id: 'push.contract.title', message: 'Your contract needs your attention' },
    body: /*i18n*/ { id: 'push.contract.body', message: '{home}: please check your contract for {year}.' },
  },
} satisfies Record<string, { title: MessageDescriptor; body: MessageDescriptor }>;

export type PushTextKey = keyof typeof PUSH_TEXTS;
export const PushTextKeys = Object.keys(PUSH_TEXTS) as PushTextKey[];

/** The title and body of a push text in a language (unknown languages get English), placeholders filled. */
export function pushText(language: string, key: PushTextKey, values: Readonly<Record<string, string>>): { title: string; body: string } {
  const locale = resolveUiLocale(language);
  return { title: serverText(locale, PUSH_TEXTS[key].title, values), body: serverText(locale, PUSH_TEXTS[key].body, values) };
}
