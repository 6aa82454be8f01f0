import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  completePreferences,
  defaultNotificationPreferences,
  NotificationChannels,
  NotificationKinds,
} from '../../src/domain/notification-preferences';
import { assertProperty } from '../support/fast-check';

const preferencesArb = fc.record(
  Object.fromEntries(NotificationKinds.map((kind) => [kind, fc.record({ email: fc.boolean(), sms: fc.boolean(), push: fc.boolean() })])) as never,
);

describe('notification preferences', () => {
  it('complete preferences come back unchanged and only their channels are on', () => {
    assertProperty(
      fc.property(preferencesArb, (preferences) => {
        const complete = completePreferences(preferences);
        expect(complete).toEqual(preferences);
        for (const kind of NotificationKinds) {
          expect(channelsFor(complete, kind)).toEqual(NotificationChannels.filter((channel) => complete[kind][channel]));
        }
      }),
    );
  });

  it('anything stored reads as a full set: unknown keys dropped, gaps from the defaults', () => {
    assertProperty(
      fc.property(fc.anything(), (stored) => {
        const complete = completePreferences(stored);
        expect(Object.keys(complete).sort()).toEqual([...NotificationKinds].sort());
        for (const kind of NotificationKinds) expect(Object.keys(complete[kind]).sort()).toEqual([...NotificationChannels].sort());
      }),
    );
    expect(completePreferences({ news: { sms: true, fax: true } }).news).toEqual({ ...defaultNotificationPreferences().news, sms: true });
  });
});
