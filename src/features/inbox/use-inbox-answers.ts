import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxPort } from '../../ports/inbox-gateway';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** Sends the feedback score (0–10); resolves false when it was not saved (spec 7: rating). */
export function useRate() {
  const gateway = usePort(inboxPort);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) => {
      if (!(await gateway.rate(rating))) throw new Error('rating not saved');
    },
    onSuccess: () => invalidate(queryClient, invalidatedBy.inboxAnswered),
  });
}

/** Renews a contract automatically or asks for a manual offer; the inbox and the overview's task reload afterwards. */
export function useRenew() {
  const gateway = usePort(inboxPort);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, mode }: { code: string; mode: 'auto' | 'manual' }) => gateway.renew(code, mode),
    onSuccess: () => invalidate(queryClient, invalidatedBy.inboxAnswered),
  });
}
