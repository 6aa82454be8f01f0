import { useEffect, useState } from 'react';
import type { FeatureFlags } from '../../contract/system';
import { featureCookie, isFeatureOn } from '../../domain/feature-flags';
import { cookiesPort } from '../../ports/cookie-jar';
import { type SystemGateway, systemPort } from '../../ports/system-gateway';
import { usePort } from '../../ports/use-port';

// One /__ftrs request per page load, shared by every gated part.
const loaded = new WeakMap<SystemGateway, Promise<FeatureFlags['features'] | null>>();

function flagsOf(system: SystemGateway) {
  let flags = loaded.get(system);
  if (!flags) {
    flags = system.features().then(
      (answer) => answer.features,
      () => null,
    );
    loaded.set(system, flags);
  }
  return flags;
}

/**
 * Whether a feature is on for this visitor: the flags of /__ftrs, overridden by its
 * `feature.<name>` cookie (spec 4). Off until the flags have loaded, and when they cannot be.
 */
export function useFeature(name: string): boolean {
  const system = usePort(systemPort);
  const cookies = usePort(cookiesPort);
  const [flags, setFlags] = useState<FeatureFlags['features'] | null>(null);
  useEffect(() => {
    let live = true;
    void flagsOf(system).then((answer) => live && setFlags(answer));
    return () => {
      live = false;
    };
  }, [system]);
  return isFeatureOn(flags, name, cookies.get(featureCookie(name)));
}
