import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { RATING_COMMENT_MAX } from '../../domain/constants';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icon';
import { TextArea } from '../../ui/text-area';
import { useReservedSpace } from '../../ui/use-reserved-space';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as styles from './feedback-banner.css';
import type { feedbackBannerMachine } from './feedback-banner.machine';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

/**
 * The feedback (NPS) banner: a labelled region at the bottom of the screen, not a modal, so the
 * page stays usable. A 0–10 score, an optional comment, then thanks for 5 s.
 */
export function FeedbackBanner({ actor }: { actor: ActorRefFrom<typeof feedbackBannerMachine> }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return open ? <OpenBanner actor={actor} /> : null;
}

/** The open banner, with room kept under the page so it covers nothing for good (see useReservedSpace). */
function OpenBanner({ actor }: { actor: ActorRefFrom<typeof feedbackBannerMachine> }) {
  const { i18n } = useLingui();
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useReservedSpace(panel);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { rating, comment, problem } = state.context;
  const sending = state.matches({ open: 'sending' });
  const thanked = state.matches({ open: 'closingSoon' });
  const close = (
    <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'banner.close' })} disabled={sending}>
      <CloseIcon />
      <VisuallyHidden>{i18n._({ id: 'feedbackBanner.close', message: 'Close the feedback question' })}</VisuallyHidden>
    </Button>
  );

  if (thanked) {
    return (
      <section ref={panel} className={styles.banner} aria-labelledby={`${id}-title`}>
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {i18n._({ id: 'feedbackBanner.thanks.title', message: 'Thank you!' })}
          </h2>
          {close}
        </div>
        <Alert tone="success">{i18n._({ id: 'feedbackBanner.thanks', message: 'Your answer helps us look after you and your guests better.' })}</Alert>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'rating.submit' });
  };
  return (
    <section ref={panel} className={styles.banner} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {i18n._({ id: 'feedbackBanner.title', message: 'How are we doing?' })}
        </h2>
        {close}
      </div>
      <form onSubmit={submit} noValidate className={styles.scale}>
        <fieldset className={styles.scale} aria-describedby={problem === 'missing' ? `${id}-missing` : undefined}>
          <legend className={styles.legend}>
            {i18n._({ id: 'feedbackBanner.question', message: 'How likely are you to recommend us to another homeowner?' })}
          </legend>
          <div className={styles.scaleOptions}>
            {SCORES.map((value) => (
              <label key={value} className={styles.scaleOption}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  className={styles.radio}
                  value={value}
                  checked={rating === value}
                  disabled={sending}
                  onChange={() => actor.send({ type: 'rating.choose', rating: value })}
                />
                {value}
              </label>
            ))}
          </div>
          <p className={styles.scaleEnds}>
            <span>{i18n._({ id: 'feedbackBanner.low', message: '0 = not at all likely' })}</span>
            <span>{i18n._({ id: 'feedbackBanner.high', message: '10 = extremely likely' })}</span>
          </p>
        </fieldset>
        {/* Compact until a score is chosen: the comment field opens with it. */}
        {rating !== null && (
          <TextArea
            label={i18n._({ id: 'feedbackBanner.comment', message: 'Anything you would like to tell us?' })}
            optional
            rows={2}
            maxLength={RATING_COMMENT_MAX}
            value={comment}
            disabled={sending}
            onChange={(event) => actor.send({ type: 'comment.change', comment: event.target.value })}
          />
        )}
        {problem === 'missing' && (
          <Alert tone="danger" id={`${id}-missing`}>
            {i18n._({ id: 'feedbackBanner.missing', message: 'Please choose a number from 0 to 10.' })}
          </Alert>
        )}
        {problem === 'notSent' && <Alert tone="danger">{i18n._({ id: 'feedbackBanner.failed', message: 'Your answer was not sent. Please try again.' })}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'banner.close' })} disabled={sending}>
            {i18n._({ id: 'feedbackBanner.later', message: 'Not now' })}
          </Button>
          <Button type="submit" loading={sending}>
            {i18n._({ id: 'feedbackBanner.send', message: 'Send my answer' })}
          </Button>
        </div>
      </form>
    </section>
  );
}
