import { useMutation } from '@tanstack/react-query';
import { demoPort } from '../../ports/demo-gateway';
import { usePort } from '../../ports/use-port';

/** A demo booking and a demo message on demand; both arrive through the live events like real ones. */
export function useDemoTools() {
  const demo = usePort(demoPort);
  return {
    booking: useMutation({ mutationFn: () => demo.createBooking() }),
    message: useMutation({ mutationFn: () => demo.createNotification('feature') }),
  };
}
