import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { SystemGateway } from '../ports/system-gateway';

/** How often the build manifest is polled. */
const POLL_MS = 5 * 60_000;

/**
 * Polls the build manifest; once a new deployment is live, the next navigation is a full page
 * load, so nobody keeps running old code against a new server.
 */
export function useDeploymentWatch(runningBuild: string, system: () => Promise<SystemGateway>) {
  const [path] = useLocation();
  const stale = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const check = () =>
      system()
        .then((s) => s.buildId())
        .then((deployed) => void (stale.current = deployed !== runningBuild))
        .catch(() => {});
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [runningBuild, system]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) window.location.reload();
  }, [path]);
}
