import { describe, expect, it } from 'vitest';
import * as constants from '../../src/domain/constants';

describe('business constants (spec section 9)', () => {
  it('keeps the specified values', () => {
    expect({ ...constants }).toEqual({
      RESERVATION_PAGE_SIZE: 12,
      VERIFICATION_TRIES: 3,
      EVENTS_RECONNECT_MS: 5000,
      LOCALE_SWITCH_SPINNER_MS: 400,
      SHEET_CLOSE_DELAY_MS: 300,
      LOCALE_COOKIE: 'i18n_redirected',
      LOCALE_COOKIE_DAYS: 365,
      CONSENT_KEY: 'CONSENT',
      MAX_CONTENT_WIDTH_PX: 1272,
      QUERY_STALE_MS: 300_000,
      NOTIFICATIONS_STALE_MS: 20_000,
      INBOX_STATUS_STALE_MS: 0,
      LOCALE_MESSAGES_CACHE_HOURS: 24,
      PICTURES_CACHE_HOURS: 24,
      PWA_BANNER_HIDDEN_HOURS: 1080,
      RESIZE_DEBOUNCE_MS: 150,
      SCROLL_DEPTH_THRESHOLDS: [25, 50, 75, 100],
      SCROLL_THROTTLE_MS: 150,
      RELEASE_VERSION: '2.28.1',
      FEEDBACK_OPEN_DELAY_MS: 30_000,
      FEEDBACK_DELAYED_CLOSE_MS: 5_000,
      RATING_COMMENT_MAX: 2000,
    });
  });
});
