import { useActorRef } from '@xstate/react';
import type { ContainerModule } from 'inversify';
import { useMemo } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { useApp } from './app-context';
import { deferredPorts } from './deferred-ports';
import type { Wiring } from './use-provided-actor';

/**
 * As useProvidedActor, without waiting for the container: the machine gets stand-in ports that
 * call the container's adapters once it has loaded (deferred-ports.ts), after binding `modules`;
 * `input` is the machine's, read once, as useProvidedActor's.
 * For a guest form the build prerenders (scripts/route-chunks.mjs): it renders, and takes input,
 * before the container is there, and hydrates without suspending.
 */
export function useEarlyProvidedActor<M extends AnyStateMachine, A extends object>(
  provide: (wiring: Wiring, args: A) => M,
  args: A,
  options: { modules?: readonly ContainerModule[]; input?: InputFrom<M> } = {},
): ActorRefFrom<M> {
  const { container, session } = useApp();
  const { modules = [], input } = options;
  // Read once, like the machine (useActorRef keeps the first one).
  const machine = useMemo(() => {
    const ports = deferredPorts(container.then((c) => (c.load(...modules), c)));
    return provide({ ports, session }, args);
  }, [container, session]); // eslint-disable-line react-hooks/exhaustive-deps
  return useActorRef(machine, (input === undefined ? undefined : { input }) as never) as ActorRefFrom<M>;
}
