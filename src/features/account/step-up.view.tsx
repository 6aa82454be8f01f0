import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { Dialog } from '../../ui/dialog';
import * as styles from '../../ui/page-form.css';
import { codeFromInput } from '../../domain/verification-code-input';
import { codeTexts } from '../../flows/code-texts';
import type { CodeProblem, confirmCodeMachine } from '../../flows/confirm-code.machine';
import type { StepUpProblem, stepUpMachine } from './step-up.machine';

const problems: Record<StepUpProblem | Exclude<CodeProblem, 'malformed'>, MessageDescriptor> = {
  invalid_code: /*i18n*/ { id: 'stepUp.error.invalidCode', message: 'That code is not correct. {tries, plural, one {# try left.} other {# tries left.}}' },
  code_expired: /*i18n*/ { id: 'twoFactor.error.codeExpired', message: 'This code has expired. Please ask for a new code.' },
  no_tries_left: /*i18n*/ { id: 'stepUp.error.noTriesLeft', message: 'No tries left for this code. Please ask for a new one.' },
  passkey_failed: /*i18n*/ { id: 'stepUp.error.passkey', message: 'The passkey could not confirm it is you. Please try again or use a code.' },
  too_many_requests: /*i18n*/ { id: 'stepUp.error.tooMany', message: 'Too many attempts. Please wait a few minutes and try again.' },
  failed: /*i18n*/ { id: 'stepUp.error.failed', message: 'That did not work. Please check your connection and try again.' },
};

/**
 * The step-up dialog: before a sensitive change, a code (sent like the login's) or a passkey
 * confirms it is the owner. Shown while the parent machine runs its `stepUp` child.
 */
export function StepUpDialog({ stepUp }: { stepUp: ActorRefFrom<typeof stepUpMachine> }) {
  const { i18n } = useLingui();
  const confirm = useSelector(stepUp, (s) => s.children.confirmCode as ActorRefFrom<typeof confirmCodeMachine> | undefined);
  const { problem: stepProblem, sentTo, canUsePasskey } = useSelector(stepUp, (s) => s.context);
  const { busy, problem, triesLeft } = useCodeState(confirm, useSelector(stepUp, (s) => s.hasTag('busy')), stepProblem);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm?.send({ type: 'code.submit', code });
  };
  return (
    <Dialog open onClose={() => stepUp.send({ type: 'stepUp.cancel' })} title={i18n._({ id: 'stepUp.title', message: 'Confirm it is you' })}>
      <p className={styles.lead}>
        {confirm && sentTo?.email
          ? i18n._({ id: 'stepUp.sent', message: 'We sent a code to {address}.', values: { address: sentTo.email } })
          : i18n._({ id: 'stepUp.lead', message: 'This change needs your second factor again: a code we send you, or one of your passkeys.' })}
      </p>
      {problem && problem !== 'malformed' && <Alert tone="danger">{i18n._({ ...problems[problem], values: { tries: triesLeft } })}</Alert>}
      {confirm ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          <CodeField
            label={i18n._({ id: 'twoFactor.code.label', message: 'Security code' })}
            name="code"
            value={code}
            onChange={(e) => setCode(codeFromInput(e.target.value))}
            error={problem === 'malformed' ? i18n._(codeTexts.malformed) : undefined}
          />
          <Button type="submit" fullWidth loading={busy}>
            {i18n._({ id: 'stepUp.confirm', message: 'Confirm' })}
          </Button>
          <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => stepUp.send({ type: 'stepUp.sendCode' })}>
            {i18n._(codeTexts.resend)}
          </Button>
        </form>
      ) : (
        <div className={styles.form}>
          <Button type="button" fullWidth loading={busy} onClick={() => stepUp.send({ type: 'stepUp.sendCode' })}>
            {i18n._({ id: 'stepUp.sendCode', message: 'Send me a code' })}
          </Button>
          {canUsePasskey && (
            <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => stepUp.send({ type: 'stepUp.usePasskey' })}>
              {i18n._({ id: 'stepUp.usePasskey', message: 'Use a passkey' })}
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The code child's busy tag and problem when it runs, else the step-up's own. */
function useCodeState(confirm: ActorRefFrom<typeof confirmCodeMachine> | undefined, stepBusy: boolean, stepProblem: StepUpProblem | null) {
  // Three selectors, not one with shallowEqual: that helper would join every route's first bytes.
  const busy = useSelector(confirm, (s) => s?.hasTag('busy') ?? false);
  const problem = useSelector(confirm, (s) => s?.context.problem ?? null);
  const triesLeft = useSelector(confirm, (s) => s?.context.triesLeft ?? 0);
  return { busy: stepBusy || busy, problem: problem ?? stepProblem, triesLeft };
}
