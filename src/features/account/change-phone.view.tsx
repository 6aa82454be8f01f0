import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ChangePhoneRequest } from '../../contract/account-settings';
import { accepts } from '../../contract/field-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { PageHeading } from '../../ui/page-heading';
import { TextField } from '../../ui/text-field';
import * as form from '../../ui/page-form.css';
import { useFocusWhen } from '../../ui/use-focus-when';
import { codeFromInput } from '../../domain/verification-code-input';
import { codeTexts } from '../../flows/code-texts';
import type { CodeProblem, confirmCodeMachine } from '../../flows/confirm-code.machine';
import { samePhoneNumber } from '../../domain/contact-info';
import type { changePhoneMachine, PhoneProblem } from './change-phone.machine';
import { BackToProfile } from './profile-form-parts';
import { StepUpDialog } from './step-up.view';

const problems: Record<PhoneProblem | Exclude<CodeProblem, 'malformed'>, MessageDescriptor> = {
  invalid_number: /*i18n*/ { id: 'profile.phone.invalid', message: 'Enter the number with its country code, e.g. +385 91 234 5678.' },
  already_yours: /*i18n*/ { id: 'profile.phone.alreadyYours', message: 'This is already your mobile number. Enter the new number you want to use.' },
  invalid_code: /*i18n*/ { id: 'profile.phone.invalidCode', message: 'This code is not right. {tries, plural, one {# try left.} other {# tries left.}}' },
  code_expired: /*i18n*/ { id: 'profile.phone.codeExpired', message: 'This code has expired. Please ask for a new one.' },
  no_tries_left: /*i18n*/ { id: 'profile.phone.noTries', message: 'No tries left. Please enter the number again to get a new code.' },
  too_many_requests: /*i18n*/ { id: 'profile.save.tooMany', message: 'Too many attempts. Please wait a few minutes and try again.' },
  failed: /*i18n*/ { id: 'profile.phone.failed', message: 'That did not work. Please try again.' },
};

export interface ChangePhoneViewProps {
  change: ActorRefFrom<typeof changePhoneMachine>;
  /** The number on file, if any. */
  current: string | null;
}

/** /profile/change-phone: the new mobile number (after a code to the current channel), then the code we text to it. */
export function ChangePhoneView({ change, current }: ChangePhoneViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const step = useSelector(change, (s) => (s.matches('done') ? 'done' : s.matches('awaitingCode') ? 'code' : 'number'));
  const { problem: numberProblem, sentTo, mobileNumber: sentNumber } = useSelector(change, (s) => s.context);
  const resending = useSelector(change, (s) => s.matches({ awaitingCode: 'resending' }));
  const confirm = useSelector(change, (s) => s.children.confirmCode as ActorRefFrom<typeof confirmCodeMachine> | undefined);
  const codeState = useSelector(confirm, (s) => s?.context);
  const codeBusy = useSelector(confirm, (s) => s?.hasTag('busy') ?? false);
  const problem = codeState?.problem === 'malformed' ? null : (codeState?.problem ?? numberProblem);
  const stepUp = useSelector(change, (s) => s.children.stepUp as Parameters<typeof StepUpDialog>[0]['stepUp'] | undefined);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<'invalid_number' | 'already_yours' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhen(heading, step);
  const summary = useRef<HTMLDivElement>(null);
  // A new problem (the number's or the code's) moves focus to it.
  useFocusWhen(summary, problem ? (codeState?.problem ? codeState : numberProblem) : null);

  const sendNumber = (event: FormEvent) => {
    event.preventDefault();
    // The number on file is no change: said at once, no code is sent (the server refuses it too).
    const error = !accepts(ChangePhoneRequest, { mobileNumber: number }) ? 'invalid_number' : current && samePhoneNumber(current, number) ? 'already_yours' : null;
    setNumberError(error);
    if (!error) change.send({ type: 'phone.submit', mobileNumber: number.trim() });
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    confirm?.send({ type: 'code.submit', code });
  };
  const problemAlert = problem && (
    <Alert ref={summary} tabIndex={-1} tone="danger">
      {i18n._({ ...problems[problem], values: { tries: codeState?.triesLeft ?? 0 } })}
    </Alert>
  );

  return (
    <>
      <PageHeading
        ref={heading}
        title={i18n._({ id: 'profile.contact.changePhone', message: 'Change mobile number' })}
        description={
          current
            ? i18n._({ id: 'profile.phone.current', message: 'Your number now: {number}. We send security codes and text messages to it.', values: { number: current } })
            : i18n._({ id: 'profile.phone.noCurrent', message: 'You have no mobile number with us yet. We send security codes and text messages to it.' })
        }
      />
      {step === 'number' && (
        <form className={form.form} onSubmit={sendNumber} noValidate aria-busy={busy}>
          <p className={form.lead}>
            {i18n._({
              id: 'profile.phone.stepUpNote',
              message: 'Security codes go to this number, so we first send a code to where your codes go now, and we tell your current e-mail address and number before the change takes effect.',
            })}
          </p>
          {problemAlert}
          <TextField
            label={i18n._({ id: 'profile.phone.new', message: 'New mobile number' })}
            hint={i18n._({ id: 'profile.phone.hint', message: 'With the country code, e.g. +385 91 234 5678.' })}
            name="mobileNumber"
            type="tel"
            autoComplete="tel"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={numberError ? i18n._(problems[numberError]) : undefined}
          />
          <div className={form.actions}>
            <Button type="submit" fullWidth loading={busy}>
              {i18n._({ id: 'profile.phone.send', message: 'Send a code to this number' })}
            </Button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <form className={form.form} onSubmit={sendCode} noValidate aria-busy={busy}>
          <p className={form.lead}>{i18n._({ id: 'profile.phone.sent', message: 'We texted a code to {number}. Enter it to confirm the new number.', values: { number: sentTo ?? sentNumber } })}</p>
          {problemAlert}
          <CodeField
            label={i18n._({ id: 'profile.phone.code', message: 'Code from the text message' })}
            name="code"
            value={code}
            onChange={(e) => setCode(codeFromInput(e.target.value))}
            error={codeState?.problem === 'malformed' ? i18n._(codeTexts.malformed) : undefined}
          />
          <div className={form.actions}>
            <Button type="submit" fullWidth loading={codeBusy} disabled={resending}>
              {i18n._({ id: 'profile.phone.confirm', message: 'Confirm number' })}
            </Button>
            <Button type="button" variant="secondary" fullWidth loading={resending} disabled={codeBusy} onClick={() => (setCode(''), change.send({ type: 'code.resend' }))}>
              {i18n._(codeTexts.resend)}
            </Button>
            <Button type="button" variant="ghost" fullWidth disabled={busy} onClick={() => change.send({ type: 'phone.restart' })}>
              {i18n._({ id: 'profile.phone.restart', message: 'Use another number' })}
            </Button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <div className={form.form}>
          <Alert tone="success">{i18n._({ id: 'profile.phone.done', message: 'Your mobile number is now {number}.', values: { number: sentNumber } })}</Alert>
        </div>
      )}
      {stepUp && <StepUpDialog stepUp={stepUp} />}
      <BackToProfile />
    </>
  );
}
