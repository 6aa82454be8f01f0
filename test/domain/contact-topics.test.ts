import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_GROUPS, CONTACT_TOPICS, isContactGroup, isTopicOf } from '../../src/domain/contact-topics';
import { ContactTopicGroups } from '../../src/domain/enumerations';
import { filledByPerson, REFERRAL_FORM_MAX_AGE_MS, REFERRAL_FORM_MIN_FILL_MS } from '../../src/domain/referral';
import { assertProperty } from '../support/fast-check';

describe('contact topics', () => {
  it('offers exactly the four topic groups of the specification, in order', () => {
    expect(CONTACT_GROUPS.map((group) => CONTACT_TOPICS[group])).toEqual(ContactTopicGroups);
  });

  it('accepts a topic only within its own group', () => {
    const anyText = fc.oneof(fc.string(), fc.constantFrom(...CONTACT_GROUPS), fc.constantFrom(...ContactTopicGroups.flat()));
    assertProperty(
      fc.property(anyText, anyText, (group, topic) => {
        const listed = isContactGroup(group) && (CONTACT_TOPICS[group] as readonly string[]).includes(topic);
        expect(isTopicOf(group, topic)).toBe(listed);
      }),
    );
    expect(isTopicOf('Bookings', 'InProperty')).toBe(false);
    expect(isTopicOf('toString', 'Other')).toBe(false);
  });
});

describe('the public form bot check', () => {
  it('takes a form only between the minimum fill time and a day after it was shown', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: -1e6, max: 2 * REFERRAL_FORM_MAX_AGE_MS }), (issuedAt, elapsed) => {
        expect(filledByPerson(issuedAt, issuedAt + elapsed)).toBe(elapsed >= REFERRAL_FORM_MIN_FILL_MS && elapsed <= REFERRAL_FORM_MAX_AGE_MS);
      }),
    );
  });
});
