import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { ContractRenewalRequest, type ContractDetail } from '../../contract/contract-prices';
import { type FieldIssue, fieldIssuesOf } from '../../contract/field-errors';
import type { StepStatus } from '../../domain/enumerations';
import { formatInstant } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { TextArea } from '../../ui/text-area';
import * as styles from './property.css';
import { useRequestRenewal } from './use-property-queries';

const PRICE_CHANGES = [-10, -5, 0, 5, 10] as const;

/**
 * The renewal of a contract in two steps (spec StepStatus): REQUEST asks how to renew (automatic
 * or a personal offer) and whether prices should change; SUCCESS confirms what was sent.
 */
export function RenewalPanel({ detail }: { detail: ContractDetail }) {
  const { i18n } = useLingui();
  const { code } = detail.accommodation;
  const { year } = detail.contract;
  const request = useRequestRenewal(code, year);
  const [step, setStep] = useState<StepStatus>(detail.renewal ? 'SUCCESS' : 'REQUEST');
  const [mode, setMode] = useState<'auto' | 'manual'>('auto');
  const [priceChangePercent, setPriceChange] = useState(0);
  const [message, setMessage] = useState('');
  /** The contract's verdict on the last submit, per field (codes: the texts follow the language). */
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { mode, priceChangePercent, message };
    const found = fieldIssuesOf(ContractRenewalRequest, form);
    setIssues(found);
    if (Object.keys(found).length === 0) request.mutate(form, { onSuccess: () => setStep('SUCCESS') });
  };
  // The message can only be too long; the choices offered are always valid, so any other refusal is a failed send.
  const messageError = issues.message === 'tooLong' ? i18n._({ id: 'property.renewal.message.tooLong', message: 'Please keep your message under 1,000 characters.' }) : undefined;
  const refused = Object.keys(issues).some((field) => field !== 'message' || issues[field] !== 'tooLong');

  const sent = request.data?.renewal ?? detail.renewal;
  if (step === 'SUCCESS' && sent) {
    return (
      <Card as="section" className={styles.section} aria-labelledby="renewal-title">
        <h2 id="renewal-title" className={styles.sectionTitle}>
          {i18n._({ id: 'property.renewal.success.title', message: 'Renewal requested' })}
        </h2>
        <Alert tone="success">
          {i18n._({
            id: 'property.renewal.success.text',
            message: 'We received your request for {year} on {date}. We prepare the contract and let you know in your inbox.',
            values: { year, date: formatInstant(sent.requestedAt, i18n.locale) },
          })}
        </Alert>
        <p className={styles.muted}>
          {sent.mode === 'auto'
            ? i18n._({ id: 'property.renewal.success.auto', message: 'Renewed with the conditions of this year.' })
            : i18n._({ id: 'property.renewal.success.manual', message: 'A personal offer was requested.' })}{' '}
          {i18n._({ id: 'property.renewal.success.prices', message: 'Price change asked for: {change} %.', values: { change: sent.priceChangePercent } })}
        </p>
      </Card>
    );
  }
  if (!detail.contract.renewalOpen) return null;
  if (!detail.canChange) {
    return <Alert tone="info">{i18n._({ id: 'property.renewal.keyholder', message: 'Only the owner can renew the contract of this home.' })}</Alert>;
  }
  return (
    <Card as="section" className={styles.section} aria-labelledby="renewal-title">
      <h2 id="renewal-title" className={styles.sectionTitle}>
        {i18n._({ id: 'property.renewal.title', message: 'Renew your contract for {year}', values: { year } })}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.radios}>
          <legend>{i18n._({ id: 'property.renewal.mode', message: 'How would you like to renew?' })}</legend>
          <label className={styles.radio}>
            <input type="radio" name="mode" value="auto" checked={mode === 'auto'} onChange={() => setMode('auto')} />
            {i18n._({ id: 'property.renewal.auto', message: 'Renew with the conditions of this year' })}
          </label>
          <label className={styles.radio}>
            <input type="radio" name="mode" value="manual" checked={mode === 'manual'} onChange={() => setMode('manual')} />
            {i18n._({ id: 'property.renewal.manual', message: 'Send me a personal offer' })}
          </label>
        </fieldset>
        <SelectField
          label={i18n._({ id: 'property.renewal.prices', message: 'Prices for {year}', values: { year } })}
          value={String(priceChangePercent)}
          onChange={(event) => setPriceChange(Number(event.target.value))}
        >
          {PRICE_CHANGES.map((change) => (
            <option key={change} value={change}>
              {change === 0
                ? i18n._({ id: 'property.renewal.prices.same', message: 'Keep the prices' })
                : i18n._({ id: 'property.renewal.prices.change', message: '{change, number} %', values: { change } })}
            </option>
          ))}
        </SelectField>
        <TextArea
          label={i18n._({ id: 'property.renewal.message', message: 'Message to us' })}
          optional
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={messageError}
        />
        {(request.isError || refused) && <Alert tone="danger">{i18n._({ id: 'property.renewal.failed', message: 'Your request was not sent. Please try again.' })}</Alert>}
        <div>
          <Button type="submit" loading={request.isPending}>
            {i18n._({ id: 'property.renewal.submit', message: 'Request renewal' })}
          </Button>
        </div>
      </form>
    </Card>
  );
}
