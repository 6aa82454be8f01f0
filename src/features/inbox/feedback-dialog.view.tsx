import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useFieldErrors } from '../../ui/use-field-errors';
import type { Notification } from '../../contract/inbox';
import { actionTakenText, actionTitle } from './action-taken';
import * as styles from './inbox.css';
import { useRate } from './use-inbox-answers';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

/**
 * The feedback question: a 0–10 score as radio buttons, sent as `rating`; then thanks or the
 * error. A card whose survey was answered before says so and when, without the question.
 */
export function FeedbackDialog({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  const { i18n } = useLingui();
  const formId = useId();
  const [score, setScore] = useState<number | null>(null);
  const { errors, validate } = useFieldErrors({ score }, (values) => ({
    score: values.score === null ? i18n._({ id: 'inbox.feedback.missing', message: 'Please choose a number from 0 to 10.' }) : undefined,
  }));
  const missing = errors.score !== undefined;
  const rate = useRate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate() && score !== null) rate.mutate(score);
  };

  const taken = notification?.actionTaken;
  if (rate.isSuccess || taken) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={actionTitle(i18n, 'surveyAnswered')}
        footer={<Button onClick={onClose}>{i18n._({ id: 'inbox.dialog.close', message: 'Close' })}</Button>}
      >
        <Alert tone="success" title={taken && !rate.isSuccess ? actionTakenText(i18n, taken) : undefined}>
          {i18n._({ id: 'inbox.feedback.thanks', message: 'Your answer helps us look after you and your guests better.' })}
        </Alert>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._({ id: 'inbox.feedback.title', message: 'How are we doing?' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={rate.isPending}>
            {i18n._({ id: 'inbox.dialog.later', message: 'Not now' })}
          </Button>
          <Button type="submit" form={formId} loading={rate.isPending}>
            {i18n._({ id: 'inbox.feedback.send', message: 'Send my answer' })}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogBody} onSubmit={submit} noValidate>
        <fieldset className={styles.scale} aria-describedby={missing ? `${formId}-missing` : undefined}>
          <legend className={styles.legend}>
            {i18n._({ id: 'inbox.feedback.question', message: 'How likely are you to recommend us to another homeowner?' })}
          </legend>
          <div className={styles.scaleOptions}>
            {SCORES.map((value) => (
              <label key={value} className={styles.scaleOption}>
                <input type="radio" name="rating" className={styles.radio} value={value} checked={score === value} onChange={() => setScore(value)} />
                {value}
              </label>
            ))}
          </div>
          <p className={styles.scaleEnds}>
            <span>{i18n._({ id: 'inbox.feedback.low', message: '0 = not at all likely' })}</span>
            <span>{i18n._({ id: 'inbox.feedback.high', message: '10 = extremely likely' })}</span>
          </p>
        </fieldset>
        {missing && (
          <Alert tone="danger" id={`${formId}-missing`}>
            {errors.score}
          </Alert>
        )}
        {rate.isError && (
          <Alert tone="danger">{i18n._({ id: 'inbox.feedback.failed', message: 'Your answer was not sent. Please try again.' })}</Alert>
        )}
      </form>
    </Dialog>
  );
}
