import type { MessageDescriptor } from '@lingui/core';
import type { FormProblem } from '../../contract/field-errors';

/** What a field's problem says, unless the field has a more precise message. */
export const problemTexts: Record<FormProblem, MessageDescriptor> = {
  missing: /*i18n*/ { id: 'contact.form.missing', message: 'Please fill in this field.' },
  tooLong: /*i18n*/ { id: 'contact.form.tooLong', message: 'This is too long. Please shorten it.' },
  invalid: /*i18n*/ { id: 'contact.form.invalid', message: 'Please check this value.' },
};
