import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import type { ReviewReply } from '../../contract/reviews';
import { REVIEW_REPLY_MAX_LENGTH } from '../../domain/review-rating';
import { formatInstant } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { Stack } from '../../ui/stack';
import { TextArea } from '../../ui/text-area';
import { useFocusWhen } from '../../ui/use-focus-when';
import * as styles from './reviews.css';

export interface ReviewReplyProps {
  reply: ReviewReply | null;
  /** Saves the reply; absent when the account may not reply (the reply, if any, is only shown). */
  onSave?: (text: string) => Promise<unknown>;
}

/** The owner's reply under a review, and the form to write or edit it (one reply per review). */
export function ReviewReplySection({ reply, onSave }: ReviewReplyProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The owner just pressed "Reply": typing starts in the field.
  useFocusWhen(field, draft !== null);

  const save = async () => {
    const text = (draft ?? '').trim();
    // The same rule as the contract's ReviewReplyRequest: 1–2000 characters after trimming.
    if (text.length === 0) return setProblem(i18n._({ id: 'reviews.reply.empty', message: 'Write your reply first.' }));
    if (text.length > REVIEW_REPLY_MAX_LENGTH) {
      return setProblem(i18n._({ id: 'reviews.reply.tooLong', message: '{max, plural, one {Your reply can be at most # character long.} other {Your reply can be at most # characters long.}}', values: { max: REVIEW_REPLY_MAX_LENGTH } }));
    }
    setSaving(true);
    setProblem(null);
    try {
      await onSave!(text);
      setDraft(null);
    } catch {
      setProblem(i18n._({ id: 'reviews.reply.failed', message: 'Your reply was not saved. Please try again.' }));
    } finally {
      setSaving(false);
    }
  };

  if (draft !== null) {
    return (
      <form
        className={styles.reply}
        aria-label={reply ? i18n._({ id: 'reviews.reply.editTitle', message: 'Edit your reply' }) : i18n._({ id: 'reviews.reply.writeTitle', message: 'Reply to this review' })}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextArea
            label={i18n._({ id: 'reviews.reply.label', message: 'Your reply' })}
            hint={i18n._({ id: 'reviews.reply.hint', message: 'Guests and future guests can read it with the review.' })}
            ref={field}
            value={draft}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            error={problem ?? undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Cluster>
            <Button type="submit" size="sm" loading={saving}>
              {i18n._({ id: 'reviews.reply.save', message: 'Save reply' })}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={saving}
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              {i18n._({ id: 'reviews.reply.cancel', message: 'Cancel' })}
            </Button>
          </Cluster>
        </Stack>
      </form>
    );
  }

  return (
    <>
      {reply && (
        <section className={styles.reply} aria-labelledby={headingId}>
          <p id={headingId} className={styles.replyHeading}>
            {i18n._({ id: 'reviews.reply.yours', message: 'Your reply of {date}', values: { date: formatInstant(reply.updatedAt, i18n.locale) } })}
          </p>
          <p className={styles.text}>{reply.text}</p>
        </section>
      )}
      {problem && <Alert tone="danger" title={problem} />}
      {onSave && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setDraft(reply?.text ?? '')}>
            {reply ? i18n._({ id: 'reviews.reply.edit', message: 'Edit reply' }) : i18n._({ id: 'reviews.reply.write', message: 'Reply' })}
          </Button>
        </div>
      )}
    </>
  );
}
