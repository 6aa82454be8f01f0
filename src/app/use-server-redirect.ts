import { useEffect, useRef, useState } from 'react';
import { useApp } from './app-context';
import { locationPort } from '../ports/page-location';
import { navigatorPort } from '../ports/navigator';
import { systemPort } from '../ports/system-gateway';

/**
 * Asks the server whether a path has a redirect (spec 2: a lookup per path; the gateway keeps the
 * answers): same-origin targets navigate in the SPA, external ones cause a full page load.
 * Answers 'pending' until known. The lookup waits for the container in an effect, never by
 * suspending: the route renders (and a prerendered page hydrates) before the container has loaded.
 * The first path of a prerendered page is not asked again (see below).
 */
export function useServerRedirect(path: string): 'pending' | 'none' {
  const { container, fromHtml } = useApp();
  // The path of prerendered HTML (the build, then hydration) was asked by the server before it
  // answered that HTML (client-app.ts): it has no redirect, and its 404 page shows at once.
  const prerendered = fromHtml === true;
  const served = useRef(prerendered ? path : null);
  const [state, setState] = useState<{ path: string; result: 'pending' | 'none' }>({ path, result: prerendered ? 'none' : 'pending' });

  useEffect(() => {
    if (path === served.current) return;
    served.current = null;
    let current = true;
    setState({ path, result: 'pending' });
    container
      .then(async (c) => {
        if (!current) return;
        const target = await c.get(systemPort).redirectFor(path);
        if (!current) return;
        if (target === null) return setState({ path, result: 'none' });
        const location = c.get(locationPort);
        const url = new URL(target, location.origin());
        if (url.origin === location.origin()) c.get(navigatorPort).go(`${url.pathname}${url.search}`, { replace: true });
        else location.assign(url.href);
      })
      .catch(() => current && setState({ path, result: 'none' }));
    return () => {
      current = false;
    };
  }, [path, container]);

  return state.path === path ? state.result : 'pending';
}
