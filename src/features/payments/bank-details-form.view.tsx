import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ACCOUNT_HOLDER_MAX, BankDetailsRequest } from '../../contract/bank-details';
import { type FieldIssue, fieldIssuesOf } from '../../contract/field-errors';
import { bicRequired } from '../../domain/bic';
import { isValidIban } from '../../domain/iban';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import { useFieldErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import type { BankDetailsProblem, changeBankDetailsMachine } from './change-bank-details.machine';

type BankForm = { iban: string; accountHolder: string; bic: string };
type BankField = keyof BankForm;
const bankFields = ['iban', 'accountHolder', 'bic'] as const;

/** What each field's problem is called: the holder's name says whether it is missing, too short or too long. */
const fieldTexts: Record<BankField, Partial<Record<FieldIssue, MessageDescriptor>> & { invalid: MessageDescriptor }> = {
  iban: { invalid: /*i18n*/ { id: 'payments.bank.error.iban', message: 'Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).' } },
  accountHolder: {
    invalid: /*i18n*/ { id: 'payments.bank.error.holder', message: 'Please enter the account holder’s name.' },
    tooShort: /*i18n*/ { id: 'payments.bank.error.holderShort', message: 'Please enter the account holder’s full name (at least 2 characters).' },
    tooLong: /*i18n*/ { id: 'payments.bank.error.holderLong', message: 'The account holder’s name is too long: {max, plural, one {at most # character} other {at most # characters}}, as on your bank statement.' },
  },
  bic: { invalid: /*i18n*/ { id: 'payments.bank.error.bic', message: 'Please enter the BIC of your bank (8 or 11 characters).' } },
};
const textOf = (field: BankField, issue: FieldIssue) => fieldTexts[field][issue] ?? fieldTexts[field].invalid;
const problems: Record<BankDetailsProblem, MessageDescriptor> = {
  too_many_requests: /*i18n*/ { id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' },
  failed: /*i18n*/ { id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' },
};

/** The request the form makes (a BIC only when one is given). */
const requestOf = (form: BankForm): BankDetailsRequest => ({ iban: form.iban, accountHolder: form.accountHolder, ...(form.bic.trim() ? { bic: form.bic } : {}) });

/** The bank fields among `issues`, each with its problem (the view words them at render). */
const problemFields = (issues: Record<string, FieldIssue>) =>
  Object.fromEntries(bankFields.filter((field) => issues[field]).map((field) => [field, issues[field]])) as Partial<Record<BankField, FieldIssue>>;

/** The fields the server refused, each as not accepted. */
const refusedFields = (fields: readonly string[]) => problemFields(Object.fromEntries(fields.map((field) => [field, 'invalid' as const])));

/** The new account: IBAN, holder and (outside SEPA) BIC, checked with the contract's schema. */
export function BankDetailsForm({ change }: { change: ActorRefFrom<typeof changeBankDetailsMachine> }) {
  const { i18n } = useLingui();
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const { problem, refused } = useSelector(change, (s) => s.context);
  const [form, setForm] = useState<BankForm>({ iban: '', accountHolder: '', bic: '' });
  // The contract's schema is the one rule (the server checks it again); a fixed field loses its error at once.
  const { errors, report, validate, focusKey } = useFieldErrors(form, (values) => problemFields(fieldIssuesOf(BankDetailsRequest, requestOf(values))));
  const sent = useRef(form);
  // The server's refusal holds while its field keeps the value that was sent.
  useEffect(() => {
    if (refused.length > 0) report(refusedFields(refused), sent.current);
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps
  const summary = useRef<HTMLDivElement>(null);
  // Each failed submit (not a fix) moves focus to the summary.
  useFocusWhen(summary, focusKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    sent.current = form;
    change.send({ type: 'details.submit', request: requestOf(form) });
  };
  const needsBic = isValidIban(form.iban) && bicRequired(form.iban);
  const errorOf = (field: BankField) => {
    const issue = errors[field] as FieldIssue | undefined;
    return issue ? i18n._({ ...textOf(field, issue), values: { max: ACCOUNT_HOLDER_MAX } }) : undefined;
  };
  const shown = bankFields.flatMap((field) => errorOf(field) ?? []);

  return (
    <Stack as="form" gap="md" onSubmit={submit}>
      {shown.length > 0 && (
        <Alert ref={summary} tabIndex={-1} tone="danger" title={i18n._({ id: 'payments.bank.error.title', message: 'Please check the bank details' })}>
          <ul>
            {shown.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      <TextField
        label={i18n._({ id: 'payments.info.iban', message: 'IBAN' })}
        value={form.iban}
        autoComplete="off"
        spellCheck={false}
        error={errorOf('iban')}
        onChange={(event) => setForm({ ...form, iban: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'payments.info.holder', message: 'Account holder' })}
        value={form.accountHolder}
        autoComplete="name"
        error={errorOf('accountHolder')}
        onChange={(event) => setForm({ ...form, accountHolder: event.target.value })}
      />
      <TextField
        label={i18n._({ id: 'payments.info.bic', message: 'BIC' })}
        hint={needsBic ? i18n._({ id: 'payments.bank.bicNeeded', message: 'Needed for banks outside the SEPA area.' }) : undefined}
        optional={!needsBic}
        value={form.bic}
        autoComplete="off"
        error={errorOf('bic')}
        onChange={(event) => setForm({ ...form, bic: event.target.value })}
      />
      {problem && <Alert tone="danger">{i18n._(problems[problem])}</Alert>}
      <div>
        <Button type="submit" loading={busy}>
          {i18n._({ id: 'payments.change.sendCode', message: 'Send me the code' })}
        </Button>
      </div>
    </Stack>
  );
}
