import type { MessageDescriptor } from '@lingui/core';

/** One chapter of the guide: a title, a short introduction and the steps, in plain words. */
export interface GuideSection {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly intro: MessageDescriptor;
  readonly steps: readonly MessageDescriptor[];
}

/** The guide's chapters, in reading order (issue 15: getting started, calendar, payments, documents, passkeys). */
export const guideSections: readonly GuideSection[] = [
  {
    id: 'getting-started',
    title: /*i18n*/ { id: 'guide.start.title', message: 'Getting started' },
    intro: /*i18n*/ { id: 'guide.start.intro', message: 'The owner portal shows you everything about your holiday homes in one place: bookings, payments, documents and your contacts with us.' },
    steps: [
      /*i18n*/ { id: 'guide.start.step1', message: 'Sign in with your owner number and your password. You find the owner number in every letter and e-mail from us.' },
      /*i18n*/ { id: 'guide.start.step2', message: 'We then send you a six-digit security code by e-mail or text message. Type it in to finish signing in.' },
      /*i18n*/ { id: 'guide.start.step3', message: 'The overview page shows your next arrivals, open tasks and your latest payment. The menu leads to all other pages.' },
      /*i18n*/ { id: 'guide.start.step4', message: 'You can change the language at the top of every page. The text size follows the setting of your browser.' },
    ],
  },
  {
    id: 'calendar',
    title: /*i18n*/ { id: 'guide.calendar.title', message: 'Calendar and your own stays' },
    intro: /*i18n*/ { id: 'guide.calendar.intro', message: 'The calendar shows, day by day, when guests stay in your home and which days are still free.' },
    steps: [
      /*i18n*/ { id: 'guide.calendar.step1', message: 'Open “Calendar” in the menu and choose your home. Each colour stands for one kind of stay; the legend explains them.' },
      /*i18n*/ { id: 'guide.calendar.step2', message: 'To stay in your home yourself, choose “Book your own stay”, pick the arrival and departure day and confirm. Those days are then closed for guests.' },
      /*i18n*/ { id: 'guide.calendar.step3', message: 'You can remove your own stay as long as it has not started. Guests’ reservations can only be changed by our team.' },
    ],
  },
  {
    id: 'payments',
    title: /*i18n*/ { id: 'guide.payments.title', message: 'Payments' },
    intro: /*i18n*/ { id: 'guide.payments.intro', message: 'Under “Payments” you see what you have earned, what has been paid out and what is still to come.' },
    steps: [
      /*i18n*/ { id: 'guide.payments.step1', message: 'The overview shows the amounts of the current year and each payout with its date.' },
      /*i18n*/ { id: 'guide.payments.step2', message: 'Statements list every booking that a payout contains. You can download them, for example for your tax adviser.' },
      /*i18n*/ { id: 'guide.payments.step3', message: 'Your bank details and how often you are paid are in your profile. For your safety, a change needs a security code.' },
    ],
  },
  {
    id: 'documents',
    title: /*i18n*/ { id: 'guide.documents.title', message: 'Documents' },
    intro: /*i18n*/ { id: 'guide.documents.intro', message: 'Your contracts, tax documents and price lists are kept under “Documents”, sorted by year.' },
    steps: [
      /*i18n*/ { id: 'guide.documents.step1', message: 'Choose the kind of document and the year. Every document opens as a PDF that you can save or print.' },
      /*i18n*/ { id: 'guide.documents.step2', message: 'To send a document to someone, for example your accountant, choose “Share” and type their e-mail address. They receive a link that works for a limited time.' },
    ],
  },
  {
    id: 'passkeys',
    title: /*i18n*/ { id: 'guide.passkeys.title', message: 'Signing in with a passkey' },
    intro: /*i18n*/ { id: 'guide.passkeys.intro', message: 'A passkey lets you sign in without typing a password or a code: your phone or computer confirms that it is you, with your fingerprint, your face or the screen lock.' },
    steps: [
      /*i18n*/ { id: 'guide.passkeys.step1', message: 'After you have signed in, open your profile and choose “Sign in without a password”.' },
      /*i18n*/ { id: 'guide.passkeys.step2', message: 'Choose “Create a passkey” and follow what your device asks. Nothing about your fingerprint or face is sent to us.' },
      /*i18n*/ { id: 'guide.passkeys.step3', message: 'Next time, choose “Sign in with a passkey” on the sign-in page. Your password keeps working as before.' },
    ],
  },
];
