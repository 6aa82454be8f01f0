import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import * as styles from '../../ui/page-form.css';
import { visibleErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import { PASSWORD_MAX_LENGTH as PASSWORD_MAX, PASSWORD_MIN_LENGTH as PASSWORD_MIN } from '../../domain/patterns';
import { type changePasswordMachine, type PasswordForm, type PasswordProblem, validatePasswordForm } from './change-password.machine';

const problems: Record<PasswordProblem, MessageDescriptor> = {
  currentMissing: /*i18n*/ { id: 'changePassword.error.currentMissing', message: 'Please enter your current password.' },
  currentWrong: /*i18n*/ { id: 'changePassword.error.currentWrong', message: 'Your current password is not correct.' },
  tooShort: /*i18n*/ { id: 'changePassword.error.tooShort', message: '{min, plural, one {Please use at least # character.} other {Please use at least # characters.}}' },
  tooLong: /*i18n*/ { id: 'changePassword.error.tooLong', message: '{max, plural, one {Please use at most # character.} other {Please use at most # characters.}}' },
  unchanged: /*i18n*/ { id: 'changePassword.error.unchanged', message: 'Please choose a password that differs from your current one.' },
  mismatch: /*i18n*/ { id: 'changePassword.error.mismatch', message: 'The two new passwords are not the same.' },
  common: /*i18n*/ {
    id: 'changePassword.error.common',
    message: 'This password is too easy to guess. Please choose another one, for example a short sentence.',
  },
  personal: /*i18n*/ {
    id: 'changePassword.error.personal',
    message: 'This password is built on your owner number or the name of the portal. Please choose another one.',
  },
  failed: /*i18n*/ { id: 'changePassword.error.failed', message: 'Your password was not changed. Please try again.' },
};

export interface ChangePasswordViewProps {
  changePassword: ActorRefFrom<typeof changePasswordMachine>;
  /** The account must set a new password before it can continue. */
  forced: boolean;
}

/** /profile/change-password. */
export function ChangePasswordView({ changePassword, forced }: ChangePasswordViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(changePassword, (s) => s.hasTag('busy'));
  const done = useSelector(changePassword, (s) => s.status === 'done');
  const reported = useSelector(changePassword, (s) => s.context.errors);
  const [form, setForm] = useState<PasswordForm>({ currentPassword: '', newPassword: '', confirmation: '' });
  const [sent, setSent] = useState(form);
  // What was wrong at the last submit, as long as it still is (a fixed field loses its error).
  const errors = visibleErrors(reported, sent, form, validatePasswordForm);
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, Object.keys(reported).length > 0 ? reported : null);
  const say = (problem: PasswordProblem | undefined) => problem && i18n._({ ...problems[problem], values: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
  const field = (key: keyof PasswordForm) => ({ name: key, value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }), error: say(errors[key]) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(form);
    changePassword.send({ type: 'password.submit', form });
  };

  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'changePassword.title', message: 'Change your password' })}
      </h1>
      {forced && (
        <p className={styles.lead}>
          {i18n._({ id: 'changePassword.forced', message: 'For your security, please choose a new password before you continue.' })}
        </p>
      )}
      {done ? (
        <Alert tone="success">{i18n._({ id: 'changePassword.done', message: 'Your password has been changed. Other devices have been signed out.' })}</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
          {Object.keys(errors).length > 0 && (
            <Alert ref={summary} tabIndex={-1} tone="danger">
              {errors.form ? say(errors.form) : i18n._({ id: 'changePassword.error.summary', message: 'Your password was not changed. Please correct the marked fields.' })}
            </Alert>
          )}
          <PasswordField label={i18n._({ id: 'changePassword.current', message: 'Current password' })} autoComplete="current-password" {...field('currentPassword')} />
          <PasswordField
            label={i18n._({ id: 'changePassword.new', message: 'New password' })}
            hint={i18n._({ id: 'changePassword.new.hint', message: '{min, plural, one {At least # character.} other {At least # characters.}} A few words together are easy to remember and hard to guess.', values: { min: PASSWORD_MIN } })}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordField label={i18n._({ id: 'changePassword.confirm', message: 'Repeat the new password' })} autoComplete="new-password" {...field('confirmation')} />
          <Button type="submit" fullWidth loading={busy}>
            {i18n._({ id: 'changePassword.submit', message: 'Change password' })}
          </Button>
        </form>
      )}
    </>
  );
}
