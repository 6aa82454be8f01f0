import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../features/login/login.machine';
import { useApp } from './app-context';

/** The login flow: a child of the session actor while logged out. */
export function useLoginFlow(): ActorRefFrom<typeof loginMachine> | undefined {
  const { session } = useApp();
  return useSelector(session, (s) => s.children.loginFlow as ActorRefFrom<typeof loginMachine> | undefined);
}
