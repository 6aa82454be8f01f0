import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Consent } from '../../domain/consent';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useAfterHydration } from '../../ui/use-after-hydration';
import { focusPageHeading } from '../../ui/use-focus-when';
import { useReservedSpace } from '../../ui/use-reserved-space';
import * as styles from './consent.css';
import type { consentMachine } from './consent.machine';

export type ConsentActor = ActorRefFrom<typeof consentMachine>;

/**
 * The first-visit prompt or the cookie settings dialog, as the consent machine says. The dialog
 * takes focus when it opens and gives it back to what opened it (the footer link); when the
 * control that had focus is gone after a save, focus goes to the page's heading.
 */
export function ConsentView({ actor }: { actor: ConsentActor }) {
  const step = useSelector(actor, (s) => (s.matches({ dialog: 'prompt' }) ? 'prompt' : s.matches({ dialog: 'closed' }) ? 'closed' : 'settings'));
  const consent = useSelector(actor, (s) => s.context.consent);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (step !== 'closed') return void (wasOpen.current = true);
    // Only once a prompt or dialog has closed: on arriving closed, focus stays the browser's.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // After the dialog has returned focus to its opener, if that opener still exists.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      focusPageHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
  if (step === 'closed') return null;
  return step === 'prompt' ? (
    <ConsentPrompt onAcceptAll={() => actor.send({ type: 'consent.acceptAll' })} onRejectAll={() => actor.send({ type: 'consent.rejectAll' })} onChoose={() => actor.send({ type: 'consent.choose' })} />
  ) : (
    <ConsentDialog open consent={consent} onSave={({ statistics }) => actor.send({ type: 'consent.save', statistics })} onClose={() => actor.send({ type: 'consent.close' })} />
  );
}

interface ConsentPromptProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onChoose: () => void;
}

/**
 * First visit: accept all, reject all, or choose. Nothing but necessary cookies until one is saved.
 * A compact, non-modal panel (the whole explanation one click away) in a corner of wide screens and
 * at the bottom of phones, with room kept under the page so it covers no field or link for good.
 */
export function ConsentPrompt({ onAcceptAll, onRejectAll, onChoose }: ConsentPromptProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useReservedSpace(panel);
  // In a prerendered page the buttons wait for the script (a click before it would be lost).
  const ready = useAfterHydration(() => true, false);
  return (
    <section ref={panel} className={styles.prompt} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {i18n._({ id: 'consent.prompt.title', message: 'Cookies and statistics' })}
      </h2>
      <p className={styles.text}>
        {i18n._({ id: 'consent.prompt.short', message: 'We need a few cookies for signing in and your language. May we also collect statistics to improve the portal?' })}
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>{i18n._({ id: 'consent.prompt.more', message: 'What we collect' })}</summary>
        <p className={styles.text}>
          {i18n._({
            id: 'consent.prompt.text',
            message:
              'We need a few cookies to keep you signed in and to remember your language. With your permission we also collect statistics to improve the portal: which pages are viewed, how far they are scrolled, and a recording of how pages are used in which everything you type is hidden. The statistics stay with us.',
          })}
        </p>
      </details>
      <div className={styles.actions}>
        <Button type="button" size="sm" disabled={!ready} data-hydrating={ready ? undefined : ''} onClick={onAcceptAll}>
          {i18n._({ id: 'consent.acceptAll', message: 'Accept all' })}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={!ready} data-hydrating={ready ? undefined : ''} onClick={onRejectAll}>
          {i18n._({ id: 'consent.rejectAll', message: 'Reject all' })}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={!ready} data-hydrating={ready ? undefined : ''} onClick={onChoose}>
          {i18n._({ id: 'consent.choose', message: 'Choose' })}
        </Button>
      </div>
    </section>
  );
}

export interface ConsentDialogProps {
  open: boolean;
  consent: Consent;
  onSave: (consent: { statistics: boolean }) => void;
  onClose: () => void;
}

/** Cookie settings: necessary cookies are always on; statistics only with consent. */
export function ConsentDialog({ open, consent, onSave, onClose }: ConsentDialogProps) {
  const { i18n } = useLingui();
  const [statistics, setStatistics] = useState(consent.statistics);
  const hintId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'consent.title', message: 'Cookie settings' })}
      footer={
        <Button type="button" onClick={() => onSave({ statistics })}>
          {i18n._({ id: 'consent.save', message: 'Save settings' })}
        </Button>
      }
    >
      <p>{i18n._({ id: 'consent.text', message: 'We use cookies to keep you signed in and to remember your language. With your consent we also measure how the portal is used, to improve it.' })}</p>
      <label className={styles.option}>
        <input type="checkbox" checked disabled className={styles.checkbox} />
        <span>{i18n._({ id: 'consent.necessary', message: 'Necessary cookies (always on)' })}</span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} className={styles.checkbox} aria-describedby={hintId} />
        <span>{i18n._({ id: 'consent.statistics', message: 'Statistics: help us improve the portal' })}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {i18n._({
          id: 'consent.statistics.hint',
          message: 'Page views, scroll depth and a recording of how pages are used, with everything you type hidden. Kept by us only; you can change this at any time under "Cookie settings" at the bottom of every page.',
        })}
      </p>
    </Dialog>
  );
}
