import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as styles from './pull-to-refresh.css';
import type { pullToRefreshMachine } from './pull-to-refresh.machine';

/**
 * Pull-to-refresh on touch screens: follows a finger that pulls down from the top of the page and
 * shows how far; a status region announces "release" and "refreshing" to screen readers. Without
 * a touch screen it renders nothing (the browser's refresh is there).
 */
export function PullToRefresh({ actor }: { actor: ActorRefFrom<typeof pullToRefreshMachine> }) {
  const { i18n } = useLingui();
  const state = useSelector(actor, (snapshot) => snapshot);
  const touch = typeof window !== 'undefined' && 'ontouchstart' in window;

  useEffect(() => {
    if (!touch) return;
    const start = (event: TouchEvent) => actor.send({ type: 'touch.start', y: event.touches[0]?.clientY ?? 0, atTop: window.scrollY <= 0 });
    const move = (event: TouchEvent) => actor.send({ type: 'touch.move', y: event.touches[0]?.clientY ?? 0 });
    const end = () => actor.send({ type: 'touch.end' });
    // The browser's own pull-to-refresh would reload the whole app.
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [actor, touch]);

  if (!touch) return null;
  const label = state.matches('pulling')
    ? i18n._({ id: 'refresh.pull', message: 'Pull to refresh' })
    : state.matches('releasing')
      ? i18n._({ id: 'refresh.release', message: 'Release to refresh' })
      : state.matches('refreshing')
        ? i18n._({ id: 'refresh.refreshing', message: 'Refreshing…' })
        : null;
  const distance = state.matches('refreshing') ? 60 : state.context.distance;
  return (
    <>
      <VisuallyHidden as="div" role="status">
        {state.matches('releasing') || state.matches('refreshing') ? label : ''}
      </VisuallyHidden>
      {label && (
        <div className={styles.indicator} style={{ transform: `translateY(${distance - 40}px)` }} aria-hidden="true">
          <span className={styles.pill}>{label}</span>
        </div>
      )}
    </>
  );
}
