import type { MessageDescriptor } from '@lingui/core';

/**
 * How a refused bank-details change is told (issue 29.4): the overview's task, the inbox card and
 * its dialog and the payment information page use these same words, filled from the server's one
 * state (bank-details-state.ts): the account still paid to, or none.
 */
export const bankRejectionTexts = {
  title: /*i18n*/ { id: 'bank.rejected.title', message: 'Your new bank details were not accepted' },
  paidTo: /*i18n*/ { id: 'bank.rejected.paidTo', message: 'We keep paying to your account on file, {iban}.' },
  nothingOnFile: /*i18n*/ { id: 'bank.rejected.nothingOnFile', message: 'We cannot pay you until new bank details are accepted.' },
  asked: /*i18n*/ { id: 'bank.rejected.asked', message: 'The bank could not confirm the account {iban}.' },
  whatToDo: /*i18n*/ {
    id: 'bank.rejected.whatToDo',
    message: 'Please check that the account holder and the IBAN are exactly as on your bank statement, then enter them again.',
  },
  again: /*i18n*/ { id: 'bank.rejected.again', message: 'Enter bank details again' },
} satisfies Record<string, MessageDescriptor>;
