import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import * as styles from '../../ui/page-form.css';
import { useFocusOnArrival } from '../../ui/use-focus-when';
import { missingRecords, type taxIdMachine } from './tax-id.machine';
import { TaxNumberField } from './tax-number-field';

export interface TaxIdViewProps {
  taxId: ActorRefFrom<typeof taxIdMachine>;
}

/** /tax-id: the tax numbers the authorities need and we do not have yet. */
export function TaxIdView({ taxId }: TaxIdViewProps) {
  const { i18n } = useLingui();
  const loading = useSelector(taxId, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(taxId, (s) => s.matches('loadFailed'));
  const busy = useSelector(taxId, (s) => s.hasTag('busy'));
  const { records, errors, failed } = useSelector(taxId, (s) => s.context);
  const [values, setValues] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    taxId.send({ type: 'taxIds.submit', values });
  };

  return (
    <>
      <h1 ref={heading} className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'taxId.title', message: 'Your tax numbers' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({
          id: 'taxId.lead',
          message: 'Tax authorities ask us to report the tax number of every owner who rents out a holiday home. Please add the missing numbers below.',
        })}
      </p>
      {loading && (
        <div className={styles.form} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      )}
      {loadFailed && (
        <div className={styles.form}>
          <Alert tone="danger">{i18n._({ id: 'taxId.loadFailed', message: 'We could not load your tax data. Please try again.' })}</Alert>
          <Button type="button" onClick={() => taxId.send({ type: 'taxIds.retry' })}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </div>
      )}
      {!loading && !loadFailed && (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          {failed && <Alert tone="danger">{i18n._({ id: 'taxId.saveFailed', message: 'Your tax numbers were not saved. Please try again.' })}</Alert>}
          {missingRecords(records).map((record) => (
            <TaxNumberField
              key={record.id}
              name={`tax-${record.id}`}
              kind={record.taxNumberKind}
              country={record.objectCountry}
              value={values[record.id] ?? ''}
              onChange={(e) => setValues({ ...values, [record.id]: e.target.value })}
              problem={errors[record.id]}
            />
          ))}
          <div className={styles.actions}>
            <Button type="submit" fullWidth loading={busy}>
              {i18n._({ id: 'taxId.save', message: 'Save tax numbers' })}
            </Button>
            <Button type="button" variant="ghost" fullWidth disabled={busy} onClick={() => taxId.send({ type: 'taxIds.skip' })}>
              {i18n._({ id: 'taxId.later', message: 'Later' })}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
