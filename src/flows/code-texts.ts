import type { MessageDescriptor } from '@lingui/core';

/** Texts every code step shares; each flow words its other problems itself. */
export const codeTexts = {
  malformed: /*i18n*/ { id: 'code.malformed', message: 'The code has 6 digits.' },
  resend: /*i18n*/ { id: 'code.resend', message: 'Send a new code' },
} satisfies Record<string, MessageDescriptor>;
