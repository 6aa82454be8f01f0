import { useLingui } from '@lingui/react';
import { useAfterHydration } from '../../ui/use-after-hydration';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import * as styles from '../../ui/page-form.css';
import { useFieldErrors } from '../../ui/use-field-errors';
import { useFocusWhen } from '../../ui/use-focus-when';
import { loginProblemMessages } from './login-problem';
import type { loginMachine } from './login.machine';

export interface LoginViewProps {
  login: ActorRefFrom<typeof loginMachine>;
  /** The rdu query: where to go after signing in. */
  returnTo: string | null;
  /** What the browser offers: a passkey button, and passkeys in the owner-number autofill. */
  passkeys?: { button: boolean; autofill: boolean };
  /** Opens a guest page (forgot password or number). */
  onNavigate?: (path: string) => void;
}

/** /login: owner number and password. */
export function LoginView({ login, returnTo, passkeys = { button: false, autofill: false }, onNavigate }: LoginViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(login, (s) => s.hasTag('busy'));
  // A prerendered form's buttons and fields wait for the script: a native submit would put the
  // password in the URL, and what is typed before it runs would be cleared as it hydrates.
  const ready = useAfterHydration(() => true, false);
  const editing = useSelector(login, (s) => s.matches('editing'));
  // Passkeys are offered in the owner-number field's autofill once per visit of the page (a
  // browser that refuses at once must not be asked again and again).
  const autofillArmed = useRef(false);
  useEffect(() => {
    if (!passkeys.autofill || !editing || autofillArmed.current) return;
    autofillArmed.current = true;
    login.send({ type: 'passkey.autofill', returnTo });
  }, [passkeys.autofill, editing, login, returnTo]);
  const go = (path: string) => (event: { preventDefault(): void }) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  };
  const { problem, retryAfter } = useSelector(login, (s) => s.context);
  const [userID, setUserID] = useState('');
  const [password, setPassword] = useState('');
  const summary = useRef<HTMLDivElement>(null);
  // A failed sign-in moves focus to what went wrong (each failure is a new context).
  useFocusWhen(summary, useSelector(login, (s) => (s.context.problem ? s.context : null)));
  const { errors, validate } = useFieldErrors({ userID, password }, (values) => ({
    userID: values.userID.trim() === '' ? i18n._({ id: 'login.userId.missing', message: 'Please enter your owner number.' }) : undefined,
    password: values.password === '' ? i18n._({ id: 'login.password.missing', message: 'Please enter your password.' }) : undefined,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) login.send({ type: 'credentials.submit', userID, password, returnTo });
  };

  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'login.title', message: 'Sign in to the Owner Portal' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({ id: 'login.lead', message: 'See your bookings, block dates for yourself and follow your payments.' })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {problem && (
          <Alert ref={summary} tabIndex={-1} tone="danger">
            {i18n._({ ...loginProblemMessages[problem], values: { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) } })}
          </Alert>
        )}
        <TextField
          label={i18n._({ id: 'login.userId.label', message: 'Owner number' })}
          hint={i18n._({ id: 'login.userId.hint', message: 'You find it in your contract and in our e-mails.' })}
          name="userID"
          autoComplete={passkeys.autofill ? 'username webauthn' : 'username'}
          inputMode="numeric"
          value={userID}
          onChange={(e) => setUserID(e.target.value)}
          readOnly={!ready}
          error={errors.userID}
          required
        />
        <PasswordField
          label={i18n._({ id: 'login.password.label', message: 'Password' })}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          readOnly={!ready}
          error={errors.password}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth disabled={!ready} data-hydrating={ready ? undefined : ''} loading={busy} loadingLabel={i18n._({ id: 'login.submitting', message: 'Signing in…' })}>
            {i18n._({ id: 'login.submit', message: 'Sign in' })}
          </Button>
          {passkeys.button && (
            <Button type="button" variant="secondary" fullWidth disabled={busy || !ready} data-hydrating={ready ? undefined : ''} onClick={() => login.send({ type: 'passkey.signIn', returnTo })}>
              {i18n._({ id: 'login.passkey', message: 'Sign in with a passkey' })}
            </Button>
          )}
        </div>
      </form>
      <div className={styles.links}>
        <a className={styles.link} href="/forgot-password" onClick={go('/forgot-password')}>
          {i18n._({ id: 'login.forgotPassword', message: 'Forgot your password?' })}
        </a>
        <a className={styles.link} href="/forgot-number" onClick={go('/forgot-number')}>
          {i18n._({ id: 'recovery.forgotNumber', message: 'Forgot your owner number?' })}
        </a>
      </div>
    </>
  );
}
