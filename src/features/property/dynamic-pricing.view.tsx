import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { DynamicPricingChange, type DynamicPricing, type PricedNight } from '../../contract/contract-prices';
import { intlLocale, formatInstant } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { Table } from '../../ui/table';
import { TextField } from '../../ui/text-field';
import * as styles from './property.css';
import { formatCents, monthName } from './property-texts';
import { QueryState } from './query-state.view';
import { useChangeDynamicPricing, useDynamicPricing } from './use-property-queries';

interface MonthRow {
  readonly month: string;
  readonly contract: number | null;
  readonly offered: number | null;
  readonly lowest: number | null;
}

const average = (values: number[]) => (values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));

/** The coming nights summed up per month: average contract price, average and lowest offered price. */
function byMonth(nights: readonly PricedNight[]): MonthRow[] {
  const months = [...new Set(nights.map((night) => night.date.slice(0, 7)))];
  return months.map((month) => {
    const inMonth = nights.filter((night) => night.date.startsWith(month));
    const contract = inMonth.flatMap((night) => (night.contractCents === null ? [] : [night.contractCents]));
    const offered = inMonth.flatMap((night) => (night.priceCents === null ? [] : [night.priceCents]));
    return { month, contract: average(contract), offered: average(offered), lowest: offered.length ? Math.min(...offered) : null };
  });
}

/** Dynamic pricing of one home: the owner's choice, a confirmed change, and the prices it gives. */
export function DynamicPricingPanel({ code }: { code: string }) {
  const { i18n } = useLingui();
  const pricing = useDynamicPricing(code);
  return (
    <Card as="section" className={styles.section} aria-labelledby="dynamic-pricing-title" id="dynamic-pricing">
      <h2 id="dynamic-pricing-title" className={styles.sectionTitle}>
        {i18n._({ id: 'property.dynamic.title', message: 'Dynamic pricing' })}
      </h2>
      <p className={styles.muted}>
        {i18n._({
          id: 'property.dynamic.lead',
          message: 'With dynamic pricing we raise or lower the price of each night to demand, never below the minimum you set.',
        })}
      </p>
      <QueryState query={pricing} loading={i18n._({ id: 'property.dynamic.loading', message: 'Loading the prices of the coming months…' })}>
        {(data) => <DynamicPricingContent code={code} data={data} />}
      </QueryState>
    </Card>
  );
}

function DynamicPricingContent({ code, data }: { code: string; data: DynamicPricing }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const money = (cents: number | null) => (cents === null ? '–' : formatCents(cents, data.currency, locale));
  const rows = byMonth(data.nights);
  return (
    <>
      <p>
        {data.enabled
          ? i18n._({ id: 'property.dynamic.on', message: 'Dynamic pricing is on.' })
          : i18n._({ id: 'property.dynamic.off', message: 'Dynamic pricing is off: every night costs the contract price.' })}{' '}
        {data.enabled && data.minimumCents !== null && i18n._({ id: 'property.dynamic.minimum', message: 'Your minimum: {price} per night.', values: { price: money(data.minimumCents) } })}
      </p>
      {data.canChange ? (
        <ChangeForm code={code} data={data} />
      ) : (
        <p className={styles.muted}>{i18n._({ id: 'property.dynamic.keyholder', message: 'Only the owner can change dynamic pricing of this home.' })}</p>
      )}
      <Table
        caption={i18n._({ id: 'property.dynamic.caption', message: 'Prices per night in the coming months' })}
        rows={rows}
        rowKey={(row) => row.month}
        columns={[
          { key: 'month', header: i18n._({ id: 'property.dynamic.month', message: 'Month' }), rowHeader: true, cell: (row) => monthName(row.month, locale) },
          { key: 'contract', header: i18n._({ id: 'property.dynamic.contract', message: 'Contract price (average)' }), numeric: true, cell: (row) => money(row.contract) },
          { key: 'offered', header: i18n._({ id: 'property.dynamic.offered', message: 'Offered price (average)' }), numeric: true, cell: (row) => money(row.offered) },
          { key: 'lowest', header: i18n._({ id: 'property.dynamic.lowest', message: 'Lowest night' }), numeric: true, cell: (row) => money(row.lowest) },
        ]}
      />
      {data.changes.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.subTitle}>{i18n._({ id: 'property.dynamic.changes', message: 'Your changes' })}</h3>
          <ul className={styles.list}>
            {data.changes.slice(0, 5).map((change) => (
              <li key={change.changedAt}>
                {formatInstant(change.changedAt, i18n.locale)}:{' '}
                {change.enabled
                  ? i18n._({ id: 'property.dynamic.changedOn', message: 'switched on, minimum {price}', values: { price: money(change.minimumCents) } })
                  : i18n._({ id: 'property.dynamic.changedOff', message: 'switched off' })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The choice, checked with the contract's schema, then confirmed in a dialog before it is sent. */
function ChangeForm({ code, data }: { code: string; data: DynamicPricing }) {
  const { i18n } = useLingui();
  const change = useChangeDynamicPricing(code);
  const [enabled, setEnabled] = useState(data.enabled);
  const [minimum, setMinimum] = useState(data.minimumCents === null ? '' : String(data.minimumCents / 100));
  /** The last submit's minimum was refused (a flag: the text follows the language at render). */
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState<DynamicPricingChange | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const amount = minimum.trim() === '' ? null : Math.round(Number(minimum.replace(',', '.')) * 100);
    const parsed = DynamicPricingChange.safeParse({ enabled, minimumCents: amount, confirmed: true });
    if (!parsed.success || (amount !== null && Number.isNaN(amount))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setPending(parsed.data);
  };

  const confirm = () => {
    if (!pending) return;
    change.mutate(pending, { onSuccess: () => setSaved(true), onSettled: () => setPending(null) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.radio}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {i18n._({ id: 'property.dynamic.enable', message: 'Adjust my prices to demand' })}
      </label>
      <TextField
        label={i18n._({ id: 'property.dynamic.minimum.label', message: 'Minimum price per night ({currency})', values: { currency: data.currency } })}
        hint={i18n._({ id: 'property.dynamic.minimum.hint', message: 'Leave empty to use the contract price as the only limit.' })}
        inputMode="decimal"
        value={minimum}
        onChange={(event) => setMinimum(event.target.value)}
        error={invalid ? i18n._({ id: 'property.dynamic.minimum.invalid', message: 'Enter a minimum between 1 and 100,000 per night, or leave it empty.' }) : undefined}
        optional
      />
      <div>
        <Button type="submit" variant="secondary">
          {i18n._({ id: 'property.dynamic.save', message: 'Save dynamic pricing' })}
        </Button>
      </div>
      {saved && (
        <Alert tone="success">
          {i18n._({ id: 'property.dynamic.saved', message: 'Saved. The prices below already follow your choice.' })}
        </Alert>
      )}
      {change.isError && (
        <Alert tone="danger">{i18n._({ id: 'property.dynamic.failed', message: 'Your change was not saved. Please try again.' })}</Alert>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={i18n._({ id: 'property.dynamic.confirm.title', message: 'Change dynamic pricing?' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {i18n._({ id: 'property.dynamic.confirm.cancel', message: 'Cancel' })}
            </Button>
            <Button onClick={confirm} loading={change.isPending}>
              {i18n._({ id: 'property.dynamic.confirm.ok', message: 'Yes, change it' })}
            </Button>
          </>
        }
      >
        <p>
          {pending?.enabled
            ? i18n._({ id: 'property.dynamic.confirm.on', message: 'We will adjust the price of each night to demand from now on.' })
            : i18n._({ id: 'property.dynamic.confirm.off', message: 'Every night will cost the contract price from now on.' })}
        </p>
      </Dialog>
    </form>
  );
}
