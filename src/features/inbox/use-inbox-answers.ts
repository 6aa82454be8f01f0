import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInbox } from './inbox-context';

/** Sends the feedback score (0–10); resolves false when it was not saved (spec 7: rating). */
export function useRate() {
  const { gateway } = useInbox();
  return useMutation({
    mutationFn: async (rating: number) => {
      if (!(await gateway.rate(rating))) throw new Error('rating not saved');
    },
  });
}

/** Renews a contract automatically or asks for a manual offer; the inbox reloads afterwards. */
export function useRenew() {
  const { gateway, keys } = useInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, mode }: { code: string; mode: 'auto' | 'manual' }) => gateway.renew(code, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.root }),
  });
}
