import { useEffect, useState } from 'react';
import { useContainer } from './app-context';
import { locationPort } from '../ports/page-location';
import { navigatorPort } from '../ports/navigator';
import { systemPort } from '../ports/system-gateway';

/**
 * Asks the server whether a path has a redirect (spec 2: a lookup per path; the gateway keeps the
 * answers): same-origin targets navigate in the SPA, external ones cause a full page load.
 * Answers 'pending' until known.
 */
export function useServerRedirect(path: string): 'pending' | 'none' {
  const container = useContainer();
  const [state, setState] = useState<{ path: string; result: 'pending' | 'none' }>({ path, result: 'pending' });

  useEffect(() => {
    let current = true;
    setState({ path, result: 'pending' });
    const location = container.get(locationPort);
    container
      .get(systemPort)
      .redirectFor(path)
      .then((target) => {
        if (!current) return;
        if (target === null) return setState({ path, result: 'none' });
        const url = new URL(target, location.origin());
        if (url.origin === location.origin()) container.get(navigatorPort).go(`${url.pathname}${url.search}`, { replace: true });
        else location.assign(url.href);
      })
      .catch(() => current && setState({ path, result: 'none' }));
    return () => {
      current = false;
    };
  }, [path, container]);

  return state.path === path ? state.result : 'pending';
}
