import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import * as formStyles from '../../ui/page-form.css';
import * as styles from './contact.css';
import { problemTexts } from './form-problem-text';
import type { ReferralForm, referralMachine } from './referral.machine';

const empty: ReferralForm = { name: '', email: '', phone: '', location: '', message: '', consent: false, website: '' };

/** The referral form, its confirmation, and the states of the public form's token. */
export function ReferralFormView({ referral }: { referral: ActorRefFrom<typeof referralMachine> }) {
  const { i18n } = useLingui();
  const state = useSelector(referral, (s) => s.value);
  const busy = useSelector(referral, (s) => s.hasTag('busy'));
  const { errors, problem } = useSelector(referral, (s) => s.context);
  const [form, setForm] = useState<ReferralForm>(empty);
  const [sentName, setSentName] = useState('');
  const consentError = useId();
  const error = (key: keyof typeof errors) => {
    const issue = errors[key];
    if (!issue) return undefined;
    if (key === 'email' && issue === 'missing') return i18n._({ id: 'referral.email.orPhone', message: 'Please give an e-mail address or a phone number.' });
    if (key === 'email') return i18n._({ id: 'referral.email.invalid', message: 'Please enter an e-mail address like name@example.com.' });
    if (key === 'phone') return i18n._({ id: 'referral.phone.invalid', message: 'Please enter a phone number with 5 to 15 digits, for example +385 91 234 5678.' });
    if (key === 'consent') return i18n._({ id: 'referral.consent.missing', message: 'Please confirm that we may contact this person.' });
    return i18n._(problemTexts[issue]);
  };
  const field = (key: 'name' | 'email' | 'phone' | 'location' | 'message') => ({
    name: key,
    value: form[key],
    error: error(key),
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentName(form.name.trim());
    referral.send({ type: 'referral.submit', form });
  };

  if (state === 'sent') {
    return (
      <div className={styles.cardBody}>
        <Alert tone="success" title={i18n._({ id: 'referral.sent.title', message: 'Thank you for your recommendation' })}>
          <p>
            {i18n._({
              id: 'referral.sent.text',
              message: 'We have received your recommendation of {name}. Our team will get in touch with them within a few working days.',
              values: { name: sentName },
            })}
          </p>
        </Alert>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setForm(empty);
              referral.send({ type: 'referral.again' });
            }}
          >
            {i18n._({ id: 'referral.again', message: 'Recommend someone else' })}
          </Button>
        </div>
      </div>
    );
  }
  if (state === 'unavailable') {
    return (
      <Alert tone="danger" title={i18n._({ id: 'referral.unavailable.title', message: 'The form could not be loaded' })}>
        <p>{i18n._({ id: 'referral.unavailable.text', message: 'Please check your internet connection and try again.' })}</p>
        <Button variant="secondary" size="sm" onClick={() => referral.send({ type: 'referral.retry' })}>
          {i18n._({ id: 'referral.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  const problemText =
    problem === 'too_many_requests'
      ? i18n._({ id: 'referral.problem.tooMany', message: 'Many recommendations were sent from your connection just now. Please wait a minute and send again.' })
      : problem === 'limit_reached'
        ? i18n._({ id: 'referral.problem.limitReached', message: 'You have sent many recommendations today. Thank you! Please send further ones tomorrow.' })
      : problem === 'expired'
        ? i18n._({ id: 'referral.problem.expired', message: 'The form had been open for a long time. Please check your entries and send again.' })
        : problem === 'failed'
          ? i18n._({ id: 'referral.problem.failed', message: 'Your recommendation was not sent. Please check your connection and try again.' })
          : null;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {problemText && (
        <Alert tone={problem === 'expired' ? 'warning' : 'danger'}>
          <p>{problemText}</p>
        </Alert>
      )}
      <TextField label={i18n._({ id: 'referral.name', message: 'Name of the homeowner' })} autoComplete="off" {...field('name')} />
      <TextField
        label={i18n._({ id: 'referral.email', message: 'Their e-mail address' })}
        hint={i18n._({ id: 'referral.email.hint', message: 'An e-mail address or a phone number, or both.' })}
        type="email"
        autoComplete="off"
        optional
        {...field('email')}
      />
      <TextField label={i18n._({ id: 'referral.phone', message: 'Their phone number' })} type="tel" autoComplete="off" optional {...field('phone')} />
      <TextField
        label={i18n._({ id: 'referral.location', message: 'Where is the home?' })}
        hint={i18n._({ id: 'referral.location.hint', message: 'The place, region or country, for example “Hvar, Croatia”.' })}
        {...field('location')}
      />
      <TextArea label={i18n._({ id: 'referral.message', message: 'A note for our team' })} optional rows={4} {...field('message')} />
      {/* Bots fill in every field; people never see this one. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {i18n._({ id: 'referral.trap', message: 'Leave this field empty' })}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => setForm({ ...form, website: e.target.value })} />
        </label>
      </div>
      <div>
        <label className={styles.option}>
          <input
            type="checkbox"
            name="consent"
            className={styles.checkbox}
            checked={form.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentError : undefined}
            onChange={(e) => setForm({ ...form, consent: e.target.checked })}
          />
          <span>{i18n._({ id: 'referral.consent', message: 'This person agrees that the provider may contact them about letting their home.' })}</span>
        </label>
        {errors.consent && (
          <p id={consentError} className={styles.fieldError}>
            {error('consent')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {i18n._({ id: 'referral.submit', message: 'Send recommendation' })}
        </Button>
      </div>
    </form>
  );
}
