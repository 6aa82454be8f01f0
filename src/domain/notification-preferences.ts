/** What the portal tells an owner about (§ profile notifications). */
export const NotificationKinds = ['reservations', 'changes', 'payments', 'reviews', 'news'] as const;
export type NotificationKind = (typeof NotificationKinds)[number];

/** How a message can arrive. */
export const NotificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NotificationChannels)[number];

/** Per kind, which channels are on. */
export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/**
 * The preferences of an owner who never chose: e-mail for everything, push for reservations and
 * their changes, no text messages (they cost the owner's attention most), news by e-mail only.
 */
export function defaultNotificationPreferences(): NotificationPreferences {
  const of = (email: boolean, sms: boolean, push: boolean) => ({ email, sms, push });
  return {
    reservations: of(true, false, true),
    changes: of(true, false, true),
    payments: of(true, false, false),
    reviews: of(true, false, false),
    news: of(true, false, false),
  };
}

/**
 * Stored preferences read leniently: every kind and channel present, unknown keys dropped, a
 * missing or non-boolean value taken from the defaults (the stored JSON may predate a new kind).
 */
export function completePreferences(stored: unknown): NotificationPreferences {
  const result = defaultNotificationPreferences();
  if (typeof stored !== 'object' || stored === null) return result;
  for (const kind of NotificationKinds) {
    const channels = (stored as Record<string, unknown>)[kind];
    if (typeof channels !== 'object' || channels === null) continue;
    for (const channel of NotificationChannels) {
      const value = (channels as Record<string, unknown>)[channel];
      if (typeof value === 'boolean') result[kind][channel] = value;
    }
  }
  return result;
}

/** The channels an owner wants a message of this kind on. */
export function channelsFor(preferences: NotificationPreferences, kind: NotificationKind): NotificationChannel[] {
  return NotificationChannels.filter((channel) => preferences[kind][channel]);
}
