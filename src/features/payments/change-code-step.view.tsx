import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { codeFromInput } from '../../domain/verification-code-input';
import { codeTexts } from '../../flows/code-texts';
import type { CodeProblem, confirmCodeMachine } from '../../flows/confirm-code.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { CodeField } from '../../ui/code-field';
import { Stack } from '../../ui/stack';

type ConfirmCode = ActorRefFrom<typeof confirmCodeMachine>;
/** What went wrong in a payment change's code step: the code's own problem or the new code's. */
type StepProblem = Exclude<CodeProblem, 'malformed'>;

const codeUsedUp = /*i18n*/ { id: 'payments.change.codeUsedUp', message: 'This code can no longer be used. Please start again to get a new one.' };
const problems: Record<StepProblem, MessageDescriptor> = {
  invalid_code: /*i18n*/ { id: 'payments.change.wrongCode', message: 'This code is not correct. Please check it and try again.' },
  code_expired: codeUsedUp,
  no_tries_left: codeUsedUp,
  too_many_requests: /*i18n*/ { id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' },
  failed: /*i18n*/ { id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' },
};

interface ChangeCodeStepProps {
  /** The code child of the change (absent for a moment while the parent starts it). */
  confirm: ConfirmCode | undefined;
  /** Masked address the code went to. */
  sentTo: string | null;
  /** Why the last new code was not sent. */
  sendProblem: 'too_many_requests' | 'failed' | null;
  /** A new code is on its way. */
  resending: boolean;
  onResend: () => void;
  /** A heading above the step. */
  heading?: ReactNode;
  /** More buttons after "Confirm" and "Send a new code" (cancel, start again). */
  children?: ReactNode | ((usedUp: boolean) => ReactNode);
}

/** The code step of a payment change (payout schedule, bank details): the code, its problems and a new code on request. */
export function ChangeCodeStep({ confirm, ...props }: ChangeCodeStepProps) {
  return confirm ? <CodeForm confirm={confirm} {...props} /> : null;
}

function CodeForm({ confirm, sentTo, sendProblem, resending, onResend, heading, children }: ChangeCodeStepProps & { confirm: ConfirmCode }) {
  const { i18n } = useLingui();
  const { problem: codeProblem, triesLeft } = useSelector(confirm, (s) => s.context);
  const busy = useSelector(confirm, (s) => s.hasTag('busy'));
  const [code, setCode] = useState('');
  const problem = codeProblem === 'malformed' ? null : (codeProblem ?? sendProblem);
  const usedUp = codeProblem === 'code_expired' || codeProblem === 'no_tries_left';
  return (
    <Stack as="form" gap="md" onSubmit={(event) => (event.preventDefault(), confirm.send({ type: 'code.submit', code }))}>
      {heading}
      <p>
        {sentTo
          ? i18n._({ id: 'payments.change.sentTo', message: 'We sent a 6-digit code to {address}. It is valid for 10 minutes.', values: { address: sentTo } })
          : i18n._({ id: 'payments.change.sent', message: 'We sent you a 6-digit code. It is valid for 10 minutes.' })}
      </p>
      <CodeField
        label={i18n._({ id: 'payments.change.code', message: 'Code' })}
        value={code}
        onChange={(event) => setCode(codeFromInput(event.target.value))}
        error={codeProblem === 'malformed' ? i18n._(codeTexts.malformed) : undefined}
      />
      {problem && (
        <Alert tone={problem === 'invalid_code' || problem === 'failed' ? 'danger' : 'warning'}>
          {i18n._(problems[problem])}
          {problem === 'invalid_code' ? ` ${i18n._({ id: 'payments.change.triesLeft', message: 'Tries left: {count}', values: { count: triesLeft } })}` : ''}
        </Alert>
      )}
      <Cluster>
        {!usedUp && (
          <Button type="submit" loading={busy} disabled={resending}>
            {i18n._({ id: 'payments.change.confirm', message: 'Confirm the change' })}
          </Button>
        )}
        <Button type="button" variant={usedUp ? 'primary' : 'secondary'} loading={resending} disabled={busy} onClick={() => (setCode(''), onResend())}>
          {i18n._(codeTexts.resend)}
        </Button>
        {typeof children === 'function' ? children(usedUp) : children}
      </Cluster>
    </Stack>
  );
}
