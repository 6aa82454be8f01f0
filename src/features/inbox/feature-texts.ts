import type { MessageDescriptor } from '@lingui/core';

const known: Record<string, { title: MessageDescriptor; text: MessageDescriptor }> = {
  passkeys: {
    title: /*i18n*/ { id: 'inbox.feature.passkeys.title', message: 'Sign in with a passkey' },
    text: /*i18n*/ { id: 'inbox.feature.passkeys.text', message: 'Use your fingerprint, face or screen lock instead of a code by e-mail or text message.' },
  },
  ical: {
    title: /*i18n*/ { id: 'inbox.feature.ical.title', message: 'Connect other calendars' },
    text: /*i18n*/ { id: 'inbox.feature.ical.text', message: 'Import bookings from other platforms with an iCal link, so your calendar shows every stay.' },
  },
};

const other = {
  title: /*i18n*/ { id: 'inbox.feature.other.title', message: 'Something new is ready for you' },
  text: /*i18n*/ { id: 'inbox.feature.other.text', message: 'We have added something new to the portal to make your work easier.' },
};

/** Title and text of a feature announcement by its key; a general text for keys we do not know yet. */
export function featureTexts(feature: string | undefined) {
  return (feature && known[feature]) || other;
}
