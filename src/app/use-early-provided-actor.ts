import { useActorRef } from '@xstate/react';
import type { ContainerModule } from 'inversify';
import { useMemo } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { useApp } from './app-context';
import { deferredPorts } from './deferred-ports';
import type { Wiring } from './use-provided-actor';

/**
 * As useProvidedActor, without waiting for the container: the machine gets stand-in ports that
 * call the container's adapters once it has loaded (deferred-ports.ts), after binding `modules`.
 * For a guest form the build prerenders (scripts/route-chunks.mjs): it renders, and takes input,
 * before the container is there, and hydrates without suspending.
 */
export function useEarlyProvidedActor<M extends AnyStateMachine, A extends object>(
  provide: (wiring: Wiring, args: A) => M,
  args: A,
  modules: readonly ContainerModule[] = [],
): ActorRefFrom<M> {
  const { container, session } = useApp();
  // Read once, like the machine (useActorRef keeps the first one).
  const machine = useMemo(() => {
    const ports = deferredPorts(container.then((c) => (c.load(...modules), c)));
    return provide({ ports, session }, args);
  }, [container, session]); // eslint-disable-line react-hooks/exhaustive-deps
  return useActorRef(machine) as ActorRefFrom<M>;
}
