import type { MessageDescriptor } from '@lingui/core';
import type { RequestProblem } from './request-link.machine';

/** What a refused recovery request says (translated at render; `minutes` from retryAfter). */
export const requestProblemMessages: Record<RequestProblem, MessageDescriptor> = {
  too_many_requests: /*i18n*/ {
    id: 'recovery.error.tooMany',
    message: 'Too many requests. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  failed: /*i18n*/ { id: 'recovery.error.failed', message: 'Your request could not be sent. Please check your connection and try again.' },
};
