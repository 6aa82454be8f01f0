import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
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
import * as styles from './payments.css';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';

/** How often the page asks whether the bank's check has ended. */
const STATUS_POLL_MS = 3_000;

/**
 * /profile/payment-info/change-bank-details: IBAN (the domain's pattern, mod-97 and country
 * length), holder and, outside SEPA, BIC; a code confirms it; then the bank's check runs.
 */
export function ChangeBankDetailsView() {
  const { i18n } = useLingui();
  const gateway = usePort(paymentsPort);
  const queries = useQueryClient();
  const [form, setForm] = useState({ iban: '', accountHolder: '', bic: '' });
  const [errors, setErrors] = useState<Partial<Record<'iban' | 'accountHolder' | 'bic' | 'form', string>>>({});
  const [started, setStarted] = useState<ChangeStarted | null>(null);
  const [code, setCode] = useState('');
  const [changeId, setChangeId] = useState<string | null>(null);
  const texts = {
    iban: i18n._({ id: 'payments.bank.error.iban', message: 'Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).' }),
    accountHolder: i18n._({ id: 'payments.bank.error.holder', message: 'Please enter the account holder’s name.' }),
    bic: i18n._({ id: 'payments.bank.error.bic', message: 'Please enter the BIC of your bank (8 or 11 characters).' }),
    failed: i18n._({ id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' }),
  };
  const request = useMutation({
    mutationFn: () => gateway.requestBankChange({ iban: form.iban, accountHolder: form.accountHolder, ...(form.bic.trim() ? { bic: form.bic } : {}) }),
    onSuccess: (answer) => (setStarted(answer), setErrors({})),
    onError: (error) => {
      const failure = failureOf(error);
      const fields = failure.kind === 'http' ? (failure.fieldErrors ?? {}) : {};
      setErrors({
        ...(fields.iban ? { iban: texts.iban } : {}),
        ...(fields.accountHolder ? { accountHolder: texts.accountHolder } : {}),
        ...(fields.bic ? { bic: texts.bic } : {}),
        ...(Object.keys(fields).length === 0
          ? { form: failure.kind === 'http' && failure.status === 429 ? i18n._({ id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' }) : texts.failed }
          : {}),
      });
    },
  });
  const verify = useMutation({
    mutationFn: () => gateway.verifyBankChange(started!.changeId, code),
    onSuccess: (status) => (setChangeId(status.changeId), setErrors({}), void invalidate(queries, invalidatedBy.paymentsChanged)),
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.kind === 'http' && failure.code === 'invalid_code') {
        setErrors({ form: i18n._({ id: 'payments.bank.wrongCode', message: 'This code is not correct. Tries left: {count}', values: { count: failure.triesLeft ?? 0 } }) });
      } else if (failure.kind === 'http' && ['no_tries_left', 'code_expired', 'not_found'].includes(failure.code)) {
        setStarted(null);
        setErrors({ form: i18n._({ id: 'payments.change.codeUsedUp', message: 'This code can no longer be used. Please start again to get a new one.' }) });
      } else setErrors({ form: texts.failed });
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
    // The contract's schema is the one rule (the server checks it again).
    const parsed = BankDetailsRequest.safeParse({ iban: form.iban, accountHolder: form.accountHolder, ...(form.bic.trim() ? { bic: form.bic } : {}) });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
      setErrors({
        ...(paths.has('iban') ? { iban: texts.iban } : {}),
        ...(paths.has('accountHolder') ? { accountHolder: texts.accountHolder } : {}),
        ...(paths.has('bic') ? { bic: texts.bic } : {}),
      });
      return;
    }
    request.mutate();
  };
  const needsBic = isValidIban(form.iban) && bicRequired(form.iban);

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
            {errors.form && <Alert tone="danger">{errors.form}</Alert>}
            <div>
              <Button type="submit" loading={verify.isPending}>
                {i18n._({ id: 'payments.change.confirm', message: 'Confirm the change' })}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack as="form" gap="md" onSubmit={submitDetails}>
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
            {errors.form && <Alert tone="danger">{errors.form}</Alert>}
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
