import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import type { PortResolver } from '../ports/port-key';
import { type SessionActor, useApp, useContainer } from './app-context';

/** What a `<feature>.provide.ts` wires a machine with: the ports and the session actor. */
export interface Wiring {
  readonly ports: PortResolver;
  readonly session: SessionActor;
}

/**
 * Starts a feature's machine as provided by its `app/<feature>.provide.ts` (actors and actions
 * implemented over ports) for the lifetime of the calling component. `args` are the page's own
 * values (a return path, a callback); the machine is provided once, when the actor starts.
 * `input` is the machine's input (what it starts from: the current schedule, a link's id), read
 * once, when the actor starts, like `args`.
 */
export function useProvidedActor<M extends AnyStateMachine, A extends object>(
  provide: (wiring: Wiring, args: A) => M,
  args: A,
  options?: { input: InputFrom<M> },
): ActorRefFrom<M> {
  const ports = useContainer();
  const { session } = useApp();
  // useActorRef keeps the first machine; later args reach it only through refs the provider reads.
  const machine = useMemo(() => provide({ ports, session }, args), [ports, session]); // eslint-disable-line react-hooks/exhaustive-deps
  return useActorRef(machine, options as never) as ActorRefFrom<M>;
}
