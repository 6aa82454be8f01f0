import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { TaxNumberKind } from '../../domain/legal-form';
import { TextField, type TextFieldProps } from '../../ui/text-field';

/** Why a tax number was refused, in the words of the tax-id step and the legal forms alike. */
export type TaxNumberProblem = 'missing' | 'invalid';

export const taxNumberProblems: Record<TaxNumberProblem, MessageDescriptor> = {
  missing: /*i18n*/ { id: 'taxId.error.missing', message: 'Please enter this tax number, or choose "Later".' },
  invalid: /*i18n*/ {
    id: 'taxId.error.invalid',
    message: 'This does not look like a tax number. Use 4 to 30 letters and digits; spaces, dots, dashes and slashes are allowed.',
  },
};

export interface TaxNumberFieldProps extends Omit<TextFieldProps, 'label' | 'error'> {
  /** The owner's own number, or the number of the property. */
  kind: TaxNumberKind;
  /** The country whose authority asks for it (ISO code). */
  country: string;
  /** A problem message already translated, or a tax-number problem. */
  problem?: TaxNumberProblem | string;
}

/**
 * One tax number (§3 supplierTaxNumber / objectTaxNumber), labelled with its kind and country:
 * the field of the tax-id step after login and of the legal-data forms.
 */
export function TaxNumberField({ kind, country, problem, ...rest }: TaxNumberFieldProps) {
  const { i18n } = useLingui();
  const countryName = new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(country) ?? country;
  const label =
    kind === 'object'
      ? i18n._({ id: 'taxId.field.object', message: 'Tax number of your property in {country}', values: { country: countryName } })
      : i18n._({ id: 'taxId.field.supplier', message: 'Your tax number for {country}', values: { country: countryName } });
  const error = problem === 'missing' || problem === 'invalid' ? i18n._(taxNumberProblems[problem]) : problem;
  return <TextField label={label} autoComplete="off" error={error} {...rest} />;
}
