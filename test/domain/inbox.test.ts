import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotificationTypes } from '../../src/domain/enumerations';
import { InboxActionResults, inboxAction, renewalResult, shouldMarkRead, type InboxNotification } from '../../src/domain/inbox';
import { assertProperty } from '../support/fast-check';

const notificationArb: fc.Arbitrary<InboxNotification> = fc.record({
  id: fc.uuid(),
  isRead: fc.boolean(),
  type: fc.constantFrom(...NotificationTypes),
  reservation: fc.option(fc.record({ resNo: fc.string() })),
  ibanUpdatingNotification: fc.option(fc.record({ status: fc.constantFrom('FAILED', 'failed', 'APPROVED', 'PENDING') })),
  renewal: fc.option(fc.record({ autoRenew: fc.option(fc.boolean()) }, { requiredKeys: [] })),
  contract: fc.option(fc.record({ autoRenew: fc.option(fc.boolean()) }, { requiredKeys: [] })),
});

const base = { id: 'n1', isRead: false } as const;

describe('inbox properties', () => {
  it('marks exactly the unread cards read', () => {
    assertProperty(
      fc.property(notificationArb, (notification) => {
        expect(shouldMarkRead(notification)).toBe(!notification.isRead);
      }),
    );
  });

  it('gives every known type an action, and only reservations without resNo none', () => {
    assertProperty(
      fc.property(notificationArb, (notification) => {
        const action = inboxAction(notification);
        expect(action.kind === 'none').toBe(notification.type === 'reservation' && !notification.reservation?.resNo);
      }),
    );
  });
});

describe('inbox examples (spec section 4)', () => {
  it('maps each card type to its action', () => {
    expect(inboxAction({ ...base, type: 'feature' })).toEqual({ kind: 'featureDetail', notificationId: 'n1' });
    expect(inboxAction({ ...base, type: 'feedback' })).toEqual({ kind: 'feedbackDialog' });
    expect(inboxAction({ ...base, type: 'reservation', reservation: { resNo: 'R-17' } })).toEqual({
      kind: 'reservation',
      resNo: 'R-17',
    });
    expect(inboxAction({ ...base, type: 'reservation', reservation: null })).toEqual({ kind: 'none' });
    expect(inboxAction({ ...base, type: 'referral' })).toEqual({ kind: 'referralConfirmation' });
    expect(inboxAction({ ...base, type: 'legal' })).toEqual({ kind: 'legalDialog' });
  });

  it('opens the failed view for a failed IBAN update, the approved view otherwise', () => {
    expect(inboxAction({ ...base, type: 'iban', ibanUpdatingNotification: { status: 'Failed' } })).toEqual({ kind: 'ibanFailed' });
    expect(inboxAction({ ...base, type: 'iban', ibanUpdatingNotification: { status: 'SUCCESSFUL' } })).toEqual({
      kind: 'ibanApproved',
    });
    expect(inboxAction({ ...base, type: 'iban' })).toEqual({ kind: 'ibanApproved' });
  });

  it('renews automatically only when the renewal or contract data allows it', () => {
    expect(inboxAction({ ...base, type: 'renewal', renewal: { autoRenew: true } })).toEqual({ kind: 'autoRenew', subject: 'renewal' });
    expect(inboxAction({ ...base, type: 'renewal', contract: { autoRenew: true } })).toEqual({
      kind: 'manualRenew',
      subject: 'renewal',
    });
    expect(inboxAction({ ...base, type: 'contract', contract: { autoRenew: true } })).toEqual({ kind: 'autoRenew', subject: 'contract' });
    expect(inboxAction({ ...base, type: 'contract' })).toEqual({ kind: 'manualRenew', subject: 'contract' });
  });

  it('does nothing for a type it does not know', () => {
    expect(inboxAction({ ...base, type: 'season_review' as InboxNotification['type'] })).toEqual({ kind: 'none' });
  });

  it('does not mark a read card again', () => {
    expect(shouldMarkRead({ isRead: true })).toBe(false);
  });

  it('records a renewal answer as the request it makes', () => {
    expect(renewalResult('auto')).toBe('renewalRequested');
    expect(renewalResult('manual')).toBe('offerRequested');
    expect(InboxActionResults).toContain(renewalResult('auto'));
  });
});
