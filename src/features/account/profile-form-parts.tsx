import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { forwardRef, type ReactNode, useMemo } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { FieldIssue } from '../../contract/field-errors';
import { COUNTRY_CODES } from '../../domain/countries';
import { Alert } from '../../ui/alert';
import { SelectField, type SelectFieldProps } from '../../ui/select-field';
import * as form from '../../ui/page-form.css';
import type { SaveProblem, saveFormMachine } from './save-form.machine';
import { StepUpDialog } from './step-up.view';

const issueMessages: Record<Exclude<FieldIssue, 'invalid'>, MessageDescriptor> = {
  missing: /*i18n*/ { id: 'profile.field.missing', message: 'Please fill in this field.' },
  tooShort: /*i18n*/ { id: 'profile.field.tooShort', message: 'This is too short.' },
  tooLong: /*i18n*/ { id: 'profile.field.tooLong', message: 'This is too long.' },
};

/** The translated message of a field's problem; `invalid` says what the field expects. */
export function issueMessage(i18n: I18n, issue: FieldIssue | undefined, invalid: MessageDescriptor): string | undefined {
  if (!issue) return undefined;
  return i18n._(issue === 'invalid' ? invalid : issueMessages[issue]);
}

/** The client's issues first, then the server's field errors (any code: the field was refused). */
export function mergedIssues(client: Record<string, FieldIssue>, server: Record<string, string[]>): Record<string, FieldIssue> {
  const merged: Record<string, FieldIssue> = {};
  for (const field of Object.keys(server)) merged[field] = 'invalid';
  return { ...merged, ...client };
}

const saveProblems: Record<SaveProblem, MessageDescriptor> = {
  invalid: /*i18n*/ { id: 'profile.save.invalid', message: 'Some fields need your attention. Nothing was changed.' },
  not_found: /*i18n*/ { id: 'profile.save.notFound', message: 'This record no longer exists. Please reload the page.' },
  already_yours: /*i18n*/ { id: 'profile.save.alreadyYours', message: 'This is already yours, so nothing was changed.' },
  too_many_requests: /*i18n*/ { id: 'profile.save.tooMany', message: 'Too many attempts. Please wait a few minutes and try again.' },
  failed: /*i18n*/ { id: 'profile.save.failed', message: 'Your change was not saved. Please try again.' },
};

/** What a profile form's save machine shows in the form: the saved note or the problem. */
export function SaveStatus({ save, savedMessage }: { save: ActorRefFrom<typeof saveFormMachine>; savedMessage: string }) {
  const { i18n } = useLingui();
  const { problem, saved } = useSelector(save, (s) => s.context);
  return (
    <>
      {saved && <Alert tone="success">{savedMessage}</Alert>}
      {problem && <Alert tone="danger">{i18n._(saveProblems[problem])}</Alert>}
    </>
  );
}

/** The step-up dialog while the save waits for a fresh second factor; placed outside the form (a form in a form would submit both). */
export function SaveStepUp({ save }: { save: ActorRefFrom<typeof saveFormMachine> }) {
  const stepUp = useSelector(save, (s) => s.children.stepUp as Parameters<typeof StepUpDialog>[0]['stepUp'] | undefined);
  return stepUp ? <StepUpDialog stepUp={stepUp} /> : null;
}

/** Every country by its name in the reader's language, sorted for that language. */
export const CountryField = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, 'children'>>(function CountryField(props, ref) {
  const { i18n } = useLingui();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    const collator = new Intl.Collator(i18n.locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.locale]);
  return (
    <SelectField ref={ref} {...props}>
      <option value="">{i18n._({ id: 'profile.country.choose', message: 'Choose a country' })}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
});

/** The link back to the overview under every child page. */
export function BackToProfile({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className={form.links}>
      {children}
      <Link href="/profile" className={form.link}>
        {i18n._({ id: 'profile.back', message: 'Back to your profile' })}
      </Link>
    </div>
  );
}
