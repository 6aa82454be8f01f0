import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button';
import * as styles from './install-banner.css';
import type { installBannerMachine } from './install-banner.machine';

/** The share icon of Safari (a box with an arrow up), drawn as the owner will see it. */
function ShareGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" aria-hidden="true" focusable="false" className={styles.shareGlyph}>
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The install banner: a labelled region (not a modal) offering the browser's install prompt, or
 * on iOS the two steps to add the portal to the home screen; "Not now" and "Do not ask again".
 */
export function InstallBanner({ actor }: { actor: ActorRefFrom<typeof installBannerMachine> }) {
  const { i18n } = useLingui();
  const id = useId();
  const state = useSelector(actor, (snapshot) => snapshot);
  if (!state.matches('offering') && !state.matches('installing')) return null;
  const installing = state.matches('installing');
  const instructions = state.context.method === 'instructions';
  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {i18n._({ id: 'install.title', message: 'Install the Owner Portal' })}
      </h2>
      <p className={styles.text}>
        {i18n._({ id: 'install.benefit', message: 'Open your bookings, calendar and messages from your home screen, even where there is no signal.' })}
      </p>
      {instructions && (
        <ol className={styles.steps}>
          <li>
            {i18n._({ id: 'install.ios.share', message: 'Tap the Share button' })} <ShareGlyph />
          </li>
          <li>{i18n._({ id: 'install.ios.add', message: 'Choose “Add to Home Screen”.' })}</li>
        </ol>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => actor.send({ type: 'banner.dismiss' })} disabled={installing}>
          {i18n._({ id: 'install.dismiss', message: 'Do not ask again' })}
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'banner.close' })} disabled={installing}>
          {i18n._({ id: 'install.later', message: 'Not now' })}
        </Button>
        {!instructions && (
          <Button onClick={() => actor.send({ type: 'banner.install' })} loading={installing}>
            {i18n._({ id: 'install.install', message: 'Install' })}
          </Button>
        )}
      </div>
    </section>
  );
}
