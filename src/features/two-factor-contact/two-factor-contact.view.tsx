import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TwoFactorContactRequest } from '../../contract/support';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import * as styles from '../../ui/page-form.css';
import type { twoFactorContactMachine } from './two-factor-contact.machine';

const problems: Record<'missing' | 'tooLong' | 'invalid', MessageDescriptor> = {
  missing: /*i18n*/ { id: 'contactForm.error.missing', message: 'Please fill in this field.' },
  tooLong: /*i18n*/ { id: 'contactForm.error.tooLong', message: 'This is too long. Please shorten it.' },
  invalid: /*i18n*/ { id: 'contactForm.error.invalid', message: 'Please check this value.' },
};

export interface TwoFactorContactViewProps {
  contact: ActorRefFrom<typeof twoFactorContactMachine>;
  /** The owner number from the sign-in attempt, if any, to prefill the form. */
  userID: string;
}

/** The contact must be something support can use (contract: e-mail address or phone number). */
const contactInvalid = /*i18n*/ { id: 'contactForm.error.contactInvalid', message: 'Please enter an e-mail address or a phone number.' };

/** /2fa/contact-us: ask support for help when no code arrives. */
export function TwoFactorContactView({ contact, userID }: TwoFactorContactViewProps) {
  const { i18n } = useLingui();
  const busy = useSelector(contact, (s) => s.hasTag('busy'));
  const errors = useSelector(contact, (s) => s.context.errors);
  const [form, setForm] = useState<TwoFactorContactRequest>({ userID, name: '', contact: '', message: '' });
  const field = (key: keyof TwoFactorContactRequest) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    error: errors[key] && i18n._(key === 'contact' && errors[key] === 'invalid' ? contactInvalid : problems[errors[key]]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    contact.send({ type: 'form.submit', form });
  };

  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'twoFactorContact.title', message: 'Contact us about your security code' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({
          id: 'twoFactorContact.lead',
          message: 'Tell us how to reach you. Our owner service will check your account and contact you, usually within one working day.',
        })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <TextField label={i18n._({ id: 'login.userId.label', message: 'Owner number' })} inputMode="numeric" autoComplete="username" {...field('userID')} />
        <TextField label={i18n._({ id: 'twoFactorContact.name', message: 'Your name' })} autoComplete="name" {...field('name')} />
        <TextField
          label={i18n._({ id: 'twoFactorContact.contact', message: 'E-mail address or phone number' })}
          hint={i18n._({ id: 'twoFactorContact.contact.hint', message: 'Where we can reach you today.' })}
          autoComplete="email"
          {...field('contact')}
        />
        <TextArea label={i18n._({ id: 'twoFactorContact.message', message: 'Your message' })} rows={5} {...field('message')} />
        <Button type="submit" fullWidth loading={busy}>
          {i18n._({ id: 'twoFactorContact.submit', message: 'Send message' })}
        </Button>
      </form>
    </>
  );
}
