import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarPort } from '../../ports/calendar-gateway';
import { clipboardPort } from '../../ports/clipboard';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** Copies a text to the clipboard and says how that went (for one address at a time). */
export function useCopy() {
  const clipboard = usePort(clipboardPort);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = (text: string) => {
    clipboard.copy(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { copy, state, reset: () => setState('idle') };
}

/** Replaces the address one imported feed's platform reads; the feeds list shows the new one. */
export function useRotateFeedExport(accommodationCode: string) {
  const gateway = usePort(calendarPort);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => gateway.rotateFeedExport(feedId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calendarFeeds(accommodationCode) }),
  });
}
