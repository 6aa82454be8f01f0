import type { I18n } from '@lingui/core';
import { type SecondaryContact, VerificationCode } from '../../contract/auth';
import { accepts } from '../../contract/field-errors';
import { codeFromInput, isCompleteCode } from '../../domain/verification-code-input';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFocusWhen } from '../../ui/use-focus-when';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CodeField } from '../../ui/code-field';
import { SelectField } from '../../ui/select-field';
import * as styles from '../../ui/page-form.css';
import * as local from './login.css';
import { loginProblemMessages } from './login-problem';
import type { loginMachine } from './login.machine';

export interface TwoFactorViewProps {
  login: ActorRefFrom<typeof loginMachine>;
  /** Link target of "contact us" for people who get no code. */
  contactHref: string;
  onNavigate: (path: string) => void;
}

/** A contact as a choice: its name and where its code would go, so nobody picks a dead end. */
function contactOption(i18n: I18n, contact: SecondaryContact): string {
  const { name, codeTo } = contact;
  if (codeTo === undefined) return contact.email ? `${name} (${contact.email})` : name;
  if (codeTo === null) return i18n._({ id: 'twoFactor.otherContact.nowhere', message: '{name} (no e-mail address or mobile number)', values: { name } });
  return codeTo.factorDeliveryMethod === 'AWS'
    ? i18n._({ id: 'twoFactor.otherContact.bySms', message: '{name} (text message to {address})', values: { name, address: codeTo.address } })
    : i18n._({ id: 'twoFactor.otherContact.byEmail', message: '{name} (e-mail to {address})', values: { name, address: codeTo.address } });
}

/** /2fa: the code that was sent, tries left, a new code, another contact. */
export function TwoFactorView({ login, contactHref, onNavigate }: TwoFactorViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(login, (s) => s.hasTag('busy'));
  const { problem, triesLeft, maskedAddress, factorDeliveryMethod, secondaryContacts, contactId, resent, codeQueued } = useSelector(login, (s) => s.context);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [otherContact, setOtherContact] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // A one-field step: focus goes to the field (not the heading, as on other pages), so a typed
  // code lands. Its label and description name the step and where the code went for screen readers.
  useFocusWhen(codeInput, true);
  // A code the server refused is useless: clear it with its error, so only the new problem shows.
  useEffect(() => {
    if (problem === 'invalid_code' || problem === 'code_expired' || problem === 'no_tries_left') {
      setCode('');
      setCodeError(false);
    }
  }, [problem]);
  // With no tries left, "not correct" alone leaves the owner stuck: say how to get a new code.
  const shownProblem = problem === 'invalid_code' && triesLeft === 0 ? 'no_tries_left' : problem;
  // Each failure (a wrong code, a new code that could not be sent) and each new code sent is
  // announced where focus goes (the resend button is disabled meanwhile, so focus would be lost).
  const notice = useSelector(login, (s) => (s.context.problem || s.context.resent ? s.context : null));
  useFocusWhen(summary, notice);
  const changeCode = (text: string) => {
    const next = codeFromInput(text);
    setCode(next);
    // An error the owner has fixed goes away at once.
    if (codeError && isCompleteCode(next)) setCodeError(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = accepts(VerificationCode, code);
    setCodeError(!valid);
    if (valid) login.send({ type: 'code.submit', code });
  };

  const sentBy =
    factorDeliveryMethod === 'AWS'
      ? i18n._({ id: 'twoFactor.sentBySms', message: 'We sent a 6-digit code by text message to {address}.', values: { address: maskedAddress ?? '' } })
      : i18n._({ id: 'twoFactor.sentByEmail', message: 'We sent a 6-digit code by e-mail to {address}.', values: { address: maskedAddress ?? '' } });
  const others = secondaryContacts.filter((c) => c.contactId !== contactId);

  return (
    <>
      <h1 className={styles.heading}>
        {i18n._({ id: 'twoFactor.title', message: 'Enter your security code' })}
      </h1>
      <p id="two-factor-sent" className={styles.lead}>{sentBy}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {shownProblem && (
          <Alert ref={summary} tabIndex={-1} tone="danger">{i18n._(loginProblemMessages[shownProblem])}
          </Alert>
        )}
        {resent && !problem && !codeQueued && (
          <Alert ref={summary} tabIndex={-1} tone="success">{i18n._({ id: 'twoFactor.resent', message: 'A new code is on its way. The previous code no longer works.' })}</Alert>
        )}
        {codeQueued && !problem && (
          <Alert ref={summary} tabIndex={-1} tone="warning">
            {i18n._({ id: 'twoFactor.codeQueued', message: 'We could not send your code yet. We keep trying for a few minutes; if it does not arrive, send a new code or choose another contact.' })}
          </Alert>
        )}
        <CodeField
          ref={codeInput}
          // The layout keeps this focus instead of moving it to the heading after navigation.
          data-page-focus=""
          aria-describedby="two-factor-sent"
          label={i18n._({ id: 'twoFactor.code.label', message: 'Security code' })}
          hint={i18n._({ id: 'twoFactor.code.hint', message: 'The code is valid for 10 minutes.' })}
          name="code"
          value={code}
          onChange={(e) => changeCode(e.target.value)}
          error={codeError ? i18n._({ id: 'twoFactor.code.invalid', message: 'Please enter the 6 digits of the code.' }) : undefined}
        />
        <p className={local.tries} aria-live="polite">
          {i18n._({ id: 'twoFactor.triesLeft', message: '{count, plural, =0 {No attempts left} one {# attempt left} other {# attempts left}}', values: { count: triesLeft } })}
        </p>
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={busy} disabled={triesLeft === 0}>
            {i18n._({ id: 'twoFactor.submit', message: 'Confirm' })}
          </Button>
          <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => login.send({ type: 'code.resend' })}>
            {i18n._({ id: 'twoFactor.resend', message: 'Send a new code' })}
          </Button>
        </div>
      </form>
      {others.length > 0 && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (otherContact) login.send({ type: 'code.resend', contactId: otherContact });
          }}
        >
          <fieldset className={local.contactChoice}>
            <legend>{i18n._({ id: 'twoFactor.otherContact.legend', message: 'Send the code to another contact' })}</legend>
            <SelectField
              label={i18n._({ id: 'twoFactor.otherContact.label', message: 'Contact' })}
              value={otherContact}
              onChange={(e) => setOtherContact(e.target.value)}
            >
              <option value="">{i18n._({ id: 'twoFactor.otherContact.choose', message: 'Choose a contact' })}</option>
              {others.map((c) => (
                <option key={c.contactId} value={c.contactId} disabled={c.codeTo === null}>
                  {contactOption(i18n, c)}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="secondary" disabled={busy || !otherContact}>
              {i18n._({ id: 'twoFactor.otherContact.send', message: 'Send the code to this contact' })}
            </Button>
          </fieldset>
        </form>
      )}
      <div className={styles.links}>
        <a className={styles.link} href={contactHref} onClick={(e) => (e.preventDefault(), onNavigate(contactHref))}>
          {i18n._({ id: 'twoFactor.noCode', message: 'No code? Contact us' })}
        </a>
        <button type="button" className={styles.link} onClick={() => login.send({ type: 'login.restart' })}>
          {i18n._({ id: 'twoFactor.back', message: 'Back to sign in' })}
        </button>
      </div>
    </>
  );
}
