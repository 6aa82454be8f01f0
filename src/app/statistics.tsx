import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SCROLL_THROTTLE_MS } from '../domain/constants';
import { newThresholds, scrollDepthPercent, type ScrollThreshold } from '../domain/scroll-depth';
import { useFeature } from '../features/feature-flags/use-feature';
import type { PortResolver } from '../ports/port-key';
import { recorderPort } from '../ports/session-recorder';
import { telemetryPort } from '../ports/telemetry-sink';
import { StatisticsBatcher } from './statistics-batcher';

/** The feature flag of session replay: a cookie `feature.sessionReplay=false` turns it off for one browser. */
export const SESSION_REPLAY_FLAG = 'sessionReplay';

/**
 * Statistics while the visitor consents (mounted only then; unmounting stops everything at once):
 * a page view per path, scroll depth at 25/50/75/100 % per page (throttled), and session replay
 * when its feature flag is on. A visit is a random id, new on every page load.
 */
export function Statistics({ ports }: { ports: PortResolver }) {
  const [path] = useLocation();
  const replay = useFeature(SESSION_REPLAY_FLAG);
  const [batcher] = useState(() => new StatisticsBatcher(ports.get(telemetryPort), crypto.randomUUID(), () => new Date()));
  useEffect(() => () => batcher.stop(), [batcher]);
  useEffect(() => batcher.pageView(path), [batcher, path]);
  useScrollDepth(path, (depth) => batcher.scrolled(path, depth));
  useEffect(() => {
    if (!replay) return;
    let stop: (() => void) | null = null;
    let ended = false;
    void ports
      .get(recorderPort)
      .start((event) => batcher.replayed(location.pathname, event))
      .then((stopRecording) => {
        if (ended) stopRecording();
        else stop = stopRecording;
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [replay, ports, batcher]);
  return null;
}

/** Reports each scroll-depth threshold once per page view, looking at most every 150 ms. */
function useScrollDepth(path: string, report: (depth: ScrollThreshold) => void) {
  const [reportRef] = useState(() => ({ current: report }));
  reportRef.current = report;
  useEffect(() => {
    const reported: number[] = [];
    let waiting: ReturnType<typeof setTimeout> | null = null;
    const measure = () => {
      waiting = null;
      const root = document.documentElement;
      for (const depth of newThresholds(scrollDepthPercent(window.scrollY, window.innerHeight, root.scrollHeight), reported)) {
        reported.push(depth);
        reportRef.current(depth);
      }
    };
    const onScroll = () => {
      waiting ??= setTimeout(measure, SCROLL_THROTTLE_MS);
    };
    // The first screenful counts as seen once the page has rendered.
    const first = setTimeout(measure, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(first);
      if (waiting) clearTimeout(waiting);
      window.removeEventListener('scroll', onScroll);
    };
  }, [path, reportRef]);
}
