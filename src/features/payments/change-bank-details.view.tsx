import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { BankCheckResult } from './bank-check-result.view';
import type { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { BankDetailsForm } from './bank-details-form.view';
import type { changeBankDetailsMachine } from './change-bank-details.machine';
import { ChangeCodeStep } from './change-code-step.view';
import * as styles from './payments.css';

/**
 * /profile/payment-info/change-bank-details: IBAN (the domain's pattern, mod-97 and country
 * length), holder and, outside SEPA, BIC; a code confirms it; then the bank's check runs. The
 * steps are the machine's (change-bank-details.machine.ts).
 */
export function ChangeBankDetailsView({ change }: { change: ActorRefFrom<typeof changeBankDetailsMachine> }) {
  const { i18n } = useLingui();
  const step = useSelector(change, (s) => (s.matches('checking') || s.status === 'done' ? 'result' : s.matches('awaitingCode') ? 'code' : 'details'));
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'payments.bank.title', message: 'Change bank details' })}
        description={i18n._({ id: 'payments.bank.lead', message: 'The account we pay your income to. A code confirms the change, then your bank checks it.' })}
      />
      <Card className={styles.section}>
        {step === 'result' ? <BankCheckResult change={change} /> : step === 'code' ? <BankCodeStep change={change} /> : <BankDetailsForm change={change} />}
        <Link href="/profile/payment-info" className={styles.downloadLink}>
          {i18n._({ id: 'payments.bank.backToInfo', message: 'Back to payment information' })}
        </Link>
      </Card>
    </>
  );
}

function BankCodeStep({ change }: { change: ActorRefFrom<typeof changeBankDetailsMachine> }) {
  const { sentTo, problem } = useSelector(change, (s) => s.context);
  const resending = useSelector(change, (s) => s.matches({ awaitingCode: 'resending' }));
  const confirm = useSelector(change, (s) => s.children.confirmCode as ActorRefFrom<typeof confirmCodeMachine> | undefined);
  return <ChangeCodeStep confirm={confirm} sentTo={sentTo} sendProblem={problem} resending={resending} onResend={() => change.send({ type: 'code.resend' })} />;
}
