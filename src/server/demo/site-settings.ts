/** Feature flags of the demo (overridable per browser with a `feature.<name>` cookie). */
export const DEMO_FEATURE_FLAGS = [
  { name: 'passkeys', enabled: true, description: 'Passwordless login with passkeys' },
  { name: 'webPush', enabled: true, description: 'Web push notifications' },
  { name: 'reviewSummaries', enabled: true, description: 'AI summaries of guest reviews' },
  { name: 'propertyBenchmark', enabled: true, description: 'Property benchmark pages' },
  { name: 'opportunities', enabled: true, description: 'Opportunities page' },
  { name: 'icalImport', enabled: true, description: 'iCal import subscriptions' },
  { name: 'feedbackBanner', enabled: true, description: 'The NPS feedback banner' },
  { name: 'newPaymentsOverview', enabled: false, description: 'Redesigned payments overview (in progress)' },
] as const;

/** Old paths of the previous portal and shortcuts; `/old` leaves for the old portal itself. */
export function demoRedirects(oldPortalUrl: string): { path: string; target: string }[] {
  return [
    { path: '/statements', target: '/payments-overview/statements' },
    { path: '/payments', target: '/payments-overview' },
    { path: '/bank-details', target: '/profile/payment-info/change-bank-details' },
    { path: '/legal', target: '/profile/legal' },
    { path: '/help', target: '/guide' },
    { path: '/old', target: oldPortalUrl },
  ];
}
