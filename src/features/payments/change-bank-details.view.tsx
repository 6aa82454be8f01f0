import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { fieldIssuesOf } from '../../contract/field-errors';
import { BankDetailsRequest } from '../../contract/bank-details';
import type { ChangeStarted } from '../../contract/payments';
import { bicRequired } from '../../domain/bic';
import { isValidIban } from '../../domain/iban';
import { failureOf } from '../../ports/gateway-error';
import { paymentsPort } from '../../ports/payments-gateway';
import { usePort } from '../../ports/use-port';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CodeField } from '../../ui/code-field';
import { PageHeading } from '../../ui/page-heading';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import { useFieldErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import * as styles from './payments.css';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';

/** How often the page asks whether the bank's check has ended. */
const STATUS_POLL_MS = 3_000;

type BankForm = { iban: string; accountHolder: string; bic: string };
const bankFields = ['iban', 'accountHolder', 'bic'] as const;

/** The request the form makes (a BIC only when one is given). */
const requestOf = (form: BankForm) => ({ iban: form.iban, accountHolder: form.accountHolder, ...(form.bic.trim() ? { bic: form.bic } : {}) });

/**
 * /profile/payment-info/change-bank-details: IBAN (the domain's pattern, mod-97 and country
 * length), holder and, outside SEPA, BIC; a code confirms it; then the bank's check runs.
 */
export function ChangeBankDetailsView() {
  const { i18n } = useLingui();
  const gateway = usePort(paymentsPort);
  const queries = useQueryClient();
  const [form, setForm] = useState<BankForm>({ iban: '', accountHolder: '', bic: '' });
  /** What went wrong that no field can fix (a refusal, too many changes, a wrong code). */
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<ChangeStarted | null>(null);
  const [code, setCode] = useState('');
  const [changeId, setChangeId] = useState<string | null>(null);
  const texts = {
    iban: i18n._({ id: 'payments.bank.error.iban', message: 'Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).' }),
    accountHolder: i18n._({ id: 'payments.bank.error.holder', message: 'Please enter the account holder’s name.' }),
    bic: i18n._({ id: 'payments.bank.error.bic', message: 'Please enter the BIC of your bank (8 or 11 characters).' }),
    failed: i18n._({ id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' }),
  };
  const textsOf = (fields: Iterable<string>) => {
    const named = new Set(fields);
    return Object.fromEntries(bankFields.filter((field) => named.has(field)).map((field) => [field, texts[field]])) as Partial<Record<keyof BankForm, string>>;
  };
  // The contract's schema is the one rule (the server checks it again); a fixed field loses its error at once.
  const { errors, report, validate, focusKey } = useFieldErrors(form, (values) => textsOf(Object.keys(fieldIssuesOf(BankDetailsRequest, requestOf(values)))));
  const request = useMutation({
    mutationFn: (sent: BankForm) => gateway.requestBankChange(requestOf(sent)),
    onSuccess: (answer) => (setStarted(answer), setProblem(null)),
    onError: (error, sent) => {
      const failure = failureOf(error);
      const fields = failure.kind === 'http' ? (failure.fieldErrors ?? {}) : {};
      report(textsOf(Object.keys(fields)), sent);
      setProblem(
        Object.keys(fields).length > 0
          ? null
          : failure.kind === 'http' && failure.status === 429
            ? i18n._({ id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' })
            : texts.failed,
      );
    },
  });
  const verify = useMutation({
    mutationFn: () => gateway.verifyBankChange(started!.changeId, code),
    onSuccess: (status) => (setChangeId(status.changeId), setProblem(null), void invalidate(queries, invalidatedBy.paymentsChanged)),
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.kind === 'http' && failure.code === 'invalid_code') {
        setProblem(i18n._({ id: 'payments.bank.wrongCode', message: 'This code is not correct. Tries left: {count}', values: { count: failure.triesLeft ?? 0 } }));
      } else if (failure.kind === 'http' && ['no_tries_left', 'code_expired', 'not_found'].includes(failure.code)) {
        setStarted(null);
        setProblem(i18n._({ id: 'payments.change.codeUsedUp', message: 'This code can no longer be used. Please start again to get a new one.' }));
      } else setProblem(texts.failed);
    },
  });
  const status = useQuery({
    queryKey: queryKeys.bankChange(changeId),
    queryFn: () => gateway.bankChangeStatus(changeId!),
    enabled: changeId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? STATUS_POLL_MS : false),
  });

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (validate()) request.mutate(form);
  };
  const needsBic = isValidIban(form.iban) && bicRequired(form.iban);
  const problems = bankFields.flatMap((field) => errors[field] ?? []);
  // Each failed submit (not a fix) moves focus to the summary.
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, focusKey);

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'payments.bank.title', message: 'Change bank details' })}
        description={i18n._({ id: 'payments.bank.lead', message: 'The account we pay your income to. A code confirms the change, then your bank checks it.' })}
      />
      <Card className={styles.section}>
        {changeId ? (
          status.data?.status === 'SUCCESSFUL' ? (
            <Alert tone="success" title={i18n._({ id: 'payments.bank.successful', message: 'Your new bank account is in use' })}>
              {i18n._({ id: 'payments.bank.successfulText', message: 'From now on we pay to {iban}.', values: { iban: status.data.iban } })}
            </Alert>
          ) : status.data?.status === 'FAILED' || status.data?.status === 'OVERWRITTEN' ? (
            <Alert tone="danger" title={i18n._({ id: 'payments.bank.failed', message: 'The bank did not confirm the new account' })}>
              {i18n._({ id: 'payments.bank.failedText', message: 'We keep paying to your previous account. Please check the details and try again.' })}
            </Alert>
          ) : (
            <Alert tone="info" title={i18n._({ id: 'payments.bank.inProgress', message: 'Your bank is checking the new account' })}>
              {i18n._({ id: 'payments.bank.inProgressText', message: 'This usually takes a minute here. You will also find the result in your inbox.' })}
            </Alert>
          )
        ) : started ? (
          <Stack as="form" gap="md" onSubmit={(event) => (event.preventDefault(), verify.mutate())}>
            <p>
              {started.sentTo
                ? i18n._({ id: 'payments.change.sentTo', message: 'We sent a 6-digit code to {address}. It is valid for 10 minutes.', values: { address: started.sentTo } })
                : i18n._({ id: 'payments.change.sent', message: 'We sent you a 6-digit code. It is valid for 10 minutes.' })}
            </p>
            <CodeField label={i18n._({ id: 'payments.change.code', message: 'Code' })} value={code} onChange={(event) => setCode(event.target.value)} />
            {problem && <Alert tone="danger">{problem}</Alert>}
            <div>
              <Button type="submit" loading={verify.isPending}>
                {i18n._({ id: 'payments.change.confirm', message: 'Confirm the change' })}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack as="form" gap="md" onSubmit={submitDetails}>
            {problems.length > 0 && (
              <Alert ref={summary} tabIndex={-1} tone="danger" title={i18n._({ id: 'payments.bank.error.title', message: 'Please check the bank details' })}>
                <ul>
                  {problems.map((text) => (
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
              error={errors.iban}
              onChange={(event) => setForm({ ...form, iban: event.target.value })}
            />
            <TextField
              label={i18n._({ id: 'payments.info.holder', message: 'Account holder' })}
              value={form.accountHolder}
              autoComplete="name"
              error={errors.accountHolder}
              onChange={(event) => setForm({ ...form, accountHolder: event.target.value })}
            />
            <TextField
              label={i18n._({ id: 'payments.info.bic', message: 'BIC' })}
              hint={needsBic ? i18n._({ id: 'payments.bank.bicNeeded', message: 'Needed for banks outside the SEPA area.' }) : undefined}
              optional={!needsBic}
              value={form.bic}
              autoComplete="off"
              error={errors.bic}
              onChange={(event) => setForm({ ...form, bic: event.target.value })}
            />
            {problem && <Alert tone="danger">{problem}</Alert>}
            <div>
              <Button type="submit" loading={request.isPending}>
                {i18n._({ id: 'payments.change.sendCode', message: 'Send me the code' })}
              </Button>
            </div>
          </Stack>
        )}
        <Link href="/profile/payment-info" className={styles.downloadLink}>
          {i18n._({ id: 'payments.bank.backToInfo', message: 'Back to payment information' })}
        </Link>
      </Card>
    </>
  );
}
