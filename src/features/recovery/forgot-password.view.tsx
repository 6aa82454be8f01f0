import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import * as styles from '../../ui/page-form.css';
import { TextField } from '../../ui/text-field';
import { useFieldErrors } from '../../ui/use-field-errors';
import { useAfterHydration } from '../../ui/use-after-hydration';
import { useFocusWhen } from '../../ui/use-focus-when';
import { requestProblemMessages } from './request-problem';
import type { requestLinkMachine } from './request-link.machine';

/**
 * A prerendered form's submit button waits for the script (useAfterHydration): a native submit
 * would put the owner number or e-mail address in the URL.
 */
const waitForScript = (ready: boolean) => ({ disabled: !ready, 'data-hydrating': ready ? undefined : '' });

export interface RecoveryFormViewProps {
  request: ActorRefFrom<typeof requestLinkMachine>;
  onNavigate: (path: string) => void;
}

/** /forgot-password: the owner number; a reset link goes to the account's e-mail (or phone). */
export function ForgotPasswordView({ request, onNavigate }: RecoveryFormViewProps) {
  const { i18n } = useLingui();
  const ready = useAfterHydration(() => true, false);
  const busy = useSelector(request, (s) => s.hasTag('busy'));
  const { problem, retryAfter } = useSelector(request, (s) => s.context);
  const [userID, setUserID] = useState('');
  const { errors, validate } = useFieldErrors({ userID }, (values) => ({
    userID: values.userID.trim() === '' ? i18n._({ id: 'login.userId.missing', message: 'Please enter your owner number.' }) : undefined,
  }));
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, useSelector(request, (s) => (s.context.problem ? s.context : null)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) request.send({ type: 'request.submit', value: userID.trim() });
  };
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'forgotPassword.title', message: 'Forgot your password?' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({ id: 'forgotPassword.lead', message: 'Enter your owner number. We will send you a link to choose a new password.' })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {problem && <Alert ref={summary} tabIndex={-1} tone="danger">{i18n._({ ...requestProblemMessages[problem], values: { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) } })}</Alert>}
        <TextField
          label={i18n._({ id: 'login.userId.label', message: 'Owner number' })}
          name="userID"
          autoComplete="username"
          inputMode="numeric"
          value={userID}
          onChange={(e) => setUserID(e.target.value)}
          error={errors.userID}
          required
        />
        <Button type="submit" fullWidth loading={busy} {...waitForScript(ready)}>
          {i18n._({ id: 'forgotPassword.submit', message: 'Send the link' })}
        </Button>
      </form>
      <div className={styles.links}>
        <a className={styles.link} href="/forgot-number" onClick={(e) => (e.preventDefault(), onNavigate('/forgot-number'))}>
          {i18n._({ id: 'recovery.forgotNumber', message: 'Forgot your owner number?' })}
        </a>
        <a className={styles.link} href="/login" onClick={(e) => (e.preventDefault(), onNavigate('/login'))}>
          {i18n._({ id: 'twoFactor.back', message: 'Back to sign in' })}
        </a>
      </div>
    </>
  );
}

/** /forgot-number: the e-mail address; the owner numbers registered to it are e-mailed. */
export function ForgotNumberView({ request, onNavigate }: RecoveryFormViewProps) {
  const { i18n } = useLingui();
  const ready = useAfterHydration(() => true, false);
  const busy = useSelector(request, (s) => s.hasTag('busy'));
  const { problem, retryAfter } = useSelector(request, (s) => s.context);
  const [email, setEmail] = useState('');
  // The contract's schema loads with the first submit (it stays out of the guest pages' chunk).
  const schema = useRef<typeof import('../../contract/recovery').EmailAddress | null>(null);
  const { errors, report } = useFieldErrors({ email }, (values) => ({
    email: schema.current && !schema.current.safeParse(values.email).success ? i18n._({ id: 'forgotNumber.email.invalid', message: 'Please enter a valid e-mail address.' }) : undefined,
  }));
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhen(summary, useSelector(request, (s) => (s.context.problem ? s.context : null)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    schema.current ??= (await import('../../contract/recovery')).EmailAddress;
    const ok = schema.current.safeParse(email).success;
    report(ok ? {} : { email: i18n._({ id: 'forgotNumber.email.invalid', message: 'Please enter a valid e-mail address.' }) }, { email });
    if (ok) request.send({ type: 'request.submit', value: email.trim() });
  };
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'forgotNumber.title', message: 'Forgot your owner number?' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({ id: 'forgotNumber.lead', message: 'Enter the e-mail address of your account. We will send you your owner number.' })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {problem && <Alert ref={summary} tabIndex={-1} tone="danger">{i18n._({ ...requestProblemMessages[problem], values: { minutes: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) } })}</Alert>}
        <TextField
          label={i18n._({ id: 'forgotNumber.email', message: 'E-mail address' })}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" fullWidth loading={busy} {...waitForScript(ready)}>
          {i18n._({ id: 'forgotNumber.submit', message: 'Send my owner number' })}
        </Button>
      </form>
      <div className={styles.links}>
        <a className={styles.link} href="/login" onClick={(e) => (e.preventDefault(), onNavigate('/login'))}>
          {i18n._({ id: 'twoFactor.back', message: 'Back to sign in' })}
        </a>
      </div>
    </>
  );
}

/** A page that closes a recovery step: a heading, a sentence and the way back to sign in. */
export function RecoveryDoneView({ kind, onNavigate }: { kind: 'passwordLink' | 'number' | 'changed' | 'linkGone'; onNavigate: (path: string) => void }) {
  const { i18n } = useLingui();
  const texts = {
    passwordLink: [
      i18n._({ id: 'forgotPassword.success.title', message: 'Check your messages' }),
      i18n._({
        id: 'forgotPassword.success.text',
        message: 'If the owner number belongs to an account, we have sent a link to its e-mail address (or mobile phone). The link works once, for 60 minutes.',
      }),
    ],
    number: [
      i18n._({ id: 'forgotNumber.success.title', message: 'Check your e-mail' }),
      i18n._({ id: 'forgotNumber.success.text', message: 'If accounts are registered to this address, we have sent their owner numbers to it.' }),
    ],
    changed: [
      i18n._({ id: 'resetPassword.done.title', message: 'Your password has been changed' }),
      i18n._({ id: 'resetPassword.done.text', message: 'For your security, every device has been signed out. Sign in with your new password.' }),
    ],
    linkGone: [
      i18n._({ id: 'resetPassword.gone.title', message: 'This link no longer works' }),
      i18n._({ id: 'resetPassword.gone.text', message: 'A reset link works once and for 60 minutes. Please ask for a new one.' }),
    ],
  }[kind];
  const [primaryHref, primaryLabel] =
    kind === 'linkGone'
      ? ['/forgot-password', i18n._({ id: 'resetPassword.gone.again', message: 'Ask for a new link' })]
      : ['/login', i18n._({ id: 'recovery.toLogin', message: 'Go to sign in' })];
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {texts[0]}
      </h1>
      <p className={styles.lead}>{texts[1]}</p>
      <div className={styles.form}>
        <Button type="button" fullWidth onClick={() => onNavigate(primaryHref)}>
          {primaryLabel}
        </Button>
      </div>
    </>
  );
}
