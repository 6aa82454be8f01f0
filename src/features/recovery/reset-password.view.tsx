import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import * as styles from '../../ui/page-form.css';
import { visibleErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import { PasswordField } from '../../ui/password-field';
import { PASSWORD_MAX_LENGTH as PASSWORD_MAX, PASSWORD_MIN_LENGTH as PASSWORD_MIN } from '../../domain/patterns';
import { RecoveryDoneView } from './forgot-password.view';
import { type ResetForm, type ResetProblem, type resetPasswordMachine, validateResetForm } from './reset-password.machine';

const problems: Record<ResetProblem, MessageDescriptor> = {
  tooShort: /*i18n*/ { id: 'changePassword.error.tooShort', message: '{min, plural, one {Please use at least # character.} other {Please use at least # characters.}}' },
  tooLong: /*i18n*/ { id: 'changePassword.error.tooLong', message: '{max, plural, one {Please use at most # character.} other {Please use at most # characters.}}' },
  mismatch: /*i18n*/ { id: 'changePassword.error.mismatch', message: 'The two new passwords are not the same.' },
  common: /*i18n*/ {
    id: 'changePassword.error.common',
    message: 'This password is too easy to guess. Please choose another one, for example a short sentence.',
  },
  personal: /*i18n*/ {
    id: 'changePassword.error.personal',
    message: 'This password is built on your owner number or the name of the portal. Please choose another one.',
  },
  unchanged: /*i18n*/ { id: 'resetPassword.error.unchanged', message: 'This is your current password. Please choose a new one.' },
  too_many_requests: /*i18n*/ { id: 'resetPassword.error.tooMany', message: 'Too many attempts. Please wait a few minutes and try again.' },
  failed: /*i18n*/ { id: 'changePassword.error.failed', message: 'Your password was not changed. Please try again.' },
};

export interface ResetPasswordViewProps {
  reset: ActorRefFrom<typeof resetPasswordMachine>;
  onNavigate: (path: string) => void;
}

/** /reset-password?id=: the new password twice; a used or expired link shows the 410 page. */
export function ResetPasswordView({ reset, onNavigate }: ResetPasswordViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(reset, (s) => s.hasTag('busy'));
  const gone = useSelector(reset, (s) => s.matches('gone'));
  const reported = useSelector(reset, (s) => s.context.errors);
  const [form, setForm] = useState<ResetForm>({ password: '', confirmation: '' });
  const [sent, setSent] = useState(form);
  // What was wrong at the last submit, as long as it still is (a fixed field loses its error).
  const errors = visibleErrors(reported, sent, form, validateResetForm);
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, Object.keys(reported).length > 0 ? reported : null);
  const checking = useSelector(reset, (s) => s.hasTag('checking'));
  if (gone) return <RecoveryDoneView kind="linkGone" onNavigate={onNavigate} />;
  const heading = (
    <h1 className={styles.heading} tabIndex={-1}>
      {i18n._({ id: 'resetPassword.title', message: 'Choose a new password' })}
    </h1>
  );
  if (checking) {
    return (
      <>
        {heading}
        <p className={styles.lead} role="status" aria-busy="true">
          {i18n._({ id: 'resetPassword.checking', message: 'Checking your link…' })}
        </p>
      </>
    );
  }
  const say = (problem: ResetProblem | undefined) => problem && i18n._({ ...problems[problem], values: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(form);
    reset.send({ type: 'reset.submit', form });
  };
  return (
    <>
      {heading}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {Object.keys(errors).length > 0 && (
          <Alert ref={summary} tabIndex={-1} tone="danger">
            {errors.form ? say(errors.form) : i18n._({ id: 'changePassword.error.summary', message: 'Your password was not changed. Please correct the marked fields.' })}
          </Alert>
        )}
        <PasswordField
          label={i18n._({ id: 'changePassword.new', message: 'New password' })}
          hint={i18n._({ id: 'changePassword.new.hint', message: '{min, plural, one {At least # character.} other {At least # characters.}} A few words together are easy to remember and hard to guess.', values: { min: PASSWORD_MIN } })}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          error={say(errors.password)}
        />
        <PasswordField
          label={i18n._({ id: 'changePassword.confirm', message: 'Repeat the new password' })}
          name="confirmation"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={(e) => setForm({ ...form, confirmation: e.target.value })}
          error={say(errors.confirmation)}
        />
        <Button type="submit" fullWidth loading={busy}>
          {i18n._({ id: 'resetPassword.submit', message: 'Save the new password' })}
        </Button>
      </form>
    </>
  );
}
