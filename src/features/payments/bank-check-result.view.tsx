import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import type { changeBankDetailsMachine } from './change-bank-details.machine';

/** The bank's check of the new account: running, in use, or refused. */
export function BankCheckResult({ change }: { change: ActorRefFrom<typeof changeBankDetailsMachine> }) {
  const { i18n } = useLingui();
  const status = useSelector(change, (s) => s.context.status);
  if (status?.status === 'SUCCESSFUL') {
    return (
      <Alert tone="success" title={i18n._({ id: 'payments.bank.successful', message: 'Your new bank account is in use' })}>
        {i18n._({ id: 'payments.bank.successfulText', message: 'From now on we pay to {iban}.', values: { iban: status.iban } })}
      </Alert>
    );
  }
  if (status?.status === 'FAILED' || status?.status === 'OVERWRITTEN') {
    return (
      <Alert tone="danger" title={i18n._({ id: 'payments.bank.failed', message: 'The bank did not confirm the new account' })}>
        {i18n._({ id: 'payments.bank.failedText', message: 'We keep paying to your previous account. Please check the details and try again.' })}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={i18n._({ id: 'payments.bank.inProgress', message: 'Your bank is checking the new account' })}>
      {i18n._({ id: 'payments.bank.inProgressText', message: 'This usually takes a minute here. You will also find the result in your inbox.' })}
    </Alert>
  );
}
