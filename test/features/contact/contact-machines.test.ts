import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { contactUsMachine, contactUsRequest, validateContactUs, type ContactUsForm } from '../../../src/features/contact/contact-us.machine';
import { referralMachine, referralRequest, validateReferral, type ReferralForm } from '../../../src/features/contact/referral.machine';
import { CONTACT_GROUPS, CONTACT_TOPICS } from '../../../src/domain/contact-topics';
import { GatewayError } from '../../../src/ports/gateway-error';
import { assertProperty } from '../../support/fast-check';

const http = (status: number, code: string, extra: object = {}) => new GatewayError({ kind: 'http', status, code, ...extra } as never);
const pending = <T,>() => new Promise<T>(() => {});

const goodMessage: ContactUsForm = { group: 'Bookings', topic: 'OwnerBooking', message: 'Hello', resNo: '' };
const badMessage: ContactUsForm = { group: 'Bookings', topic: 'InProperty', message: ' ', resNo: '' };

describe('contact-us machine, model-based', () => {
  const paths = getShortestPaths(contactUsMachine, {
    events: [
      { type: 'form.submit', form: goodMessage },
      { type: 'form.submit', form: badMessage },
      { type: 'xstate.done.actor.send', output: { id: '1' } },
      { type: 'xstate.error.actor.send', error: http(400, 'invalid_request', { fieldErrors: { resNo: ['not_found'] } }) },
      { type: 'xstate.error.actor.send', error: new Error('offline') },
      { type: 'xstate.error.actor.send', error: http(429, 'too_many_requests', { retryAfter: 600 }) },
    ] as never[],
    serializeState: (s) => JSON.stringify([s.value, s.context.errors, s.context.tooMany]),
  });

  it('reaches every outcome and navigates only on the way out; never sends an invalid form', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'sending', 'sent', 'failed']));
    for (const path of paths) {
      const went: string[] = [];
      const sent: unknown[] = [];
      const machine = contactUsMachine.provide({
        actors: { send: fromPromise(({ input }) => (sent.push(input), pending<unknown>())) },
        actions: { showSuccess: () => void went.push('success'), showError: () => void went.push('error') },
      });
      const actor = createActor(machine).start();
      for (const step of path.steps) actor.send(step.event);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(went).toEqual(snapshot.value === 'sent' ? ['success'] : snapshot.value === 'failed' ? ['error'] : []);
      expect(sent.every((input) => Object.keys(validateContactUs({ ...(input as ContactUsForm), resNo: (input as ContactUsForm).resNo ?? '' })).length === 0)).toBe(true);
    }
    // A reservation the server refuses comes back to the form, naming the field.
    expect(paths.some((p) => p.state.value === 'editing' && p.state.context.errors.resNo === 'invalid')).toBe(true);
    // The account's limit keeps the form (and the text) with the reason, instead of the error page.
    expect(paths.some((p) => p.state.value === 'editing' && p.state.context.tooMany)).toBe(true);
  });

  it('validates like the contract: a topic must belong to its group, the message must not be blank', () => {
    const groups = fc.constantFrom(...CONTACT_GROUPS);
    const topics = fc.constantFrom(...new Set(Object.values(CONTACT_TOPICS).flat()));
    assertProperty(
      fc.property(groups, topics, fc.string({ maxLength: 20 }), (group, topic, message) => {
        const errors = validateContactUs({ group, topic, message, resNo: '' });
        expect(errors.topic === undefined).toBe((CONTACT_TOPICS[group] as readonly string[]).includes(topic));
        expect(errors.message === undefined).toBe(message.trim().length > 0);
      }),
    );
    expect(contactUsRequest(goodMessage)).not.toHaveProperty('resNo');
    expect(contactUsRequest({ ...goodMessage, resNo: '24000001' }).resNo).toBe('24000001');
  });
});

const goodReferral: ReferralForm = { name: 'Ivo', email: 'ivo@example.com', phone: '', location: 'Hvar', message: '', consent: true, website: '' };
const unreachable: ReferralForm = { ...goodReferral, email: '', phone: '' };

describe('referral machine, model-based', () => {
  for (const mode of ['owner', 'public'] as const) {
    const machine = referralMachine.provide({ guards: { isPublic: () => mode === 'public' } });
    const paths = getShortestPaths(machine, {
      events: [
        { type: 'referral.submit', form: goodReferral },
        { type: 'referral.submit', form: unreachable },
        { type: 'referral.again' },
        { type: 'referral.retry' },
        { type: 'xstate.done.actor.formToken', output: 'token' },
        { type: 'xstate.error.actor.formToken', error: new Error('offline') },
        { type: 'xstate.done.actor.send', output: { id: '1' } },
        { type: 'xstate.error.actor.send', error: http(429, 'too_many_requests', { retryAfter: 30 }) },
        { type: 'xstate.error.actor.send', error: http(400, 'invalid_request', { fieldErrors: { formToken: ['expired'] } }) },
        { type: 'xstate.error.actor.send', error: http(400, 'invalid_request', { fieldErrors: { phone: ['invalid_format'] } }) },
      ] as never[],
      serializeState: (s) => JSON.stringify([s.value, s.context.errors, s.context.problem, s.context.formToken]),
    });

    it(`${mode}: asks for a token only on the public form, sends only valid forms, confirms only after the server took it`, () => {
      const reached = new Set(paths.map((p) => p.state.value));
      expect(reached.has('sent')).toBe(true);
      expect(reached.has('fetchingToken')).toBe(mode === 'public');
      expect(reached.has('unavailable')).toBe(mode === 'public');
      for (const path of paths) {
        const tokens: number[] = [];
        const sent: { formToken: string | null }[] = [];
        let confirmed = 0;
        const actor = createActor(
          machine.provide({
            actors: {
              formToken: fromPromise(() => (tokens.push(1), pending<string>())),
              send: fromPromise(({ input }) => (sent.push(input), pending<unknown>())),
            },
            actions: { referralSent: () => void confirmed++ },
          }),
        ).start();
        for (const step of path.steps) actor.send(step.event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(path.state.value);
        if (mode === 'owner') expect(tokens).toEqual([]);
        expect(sent.every((input) => (mode === 'public' ? input.formToken === 'token' : input.formToken === null))).toBe(true);
        expect(confirmed).toBe(path.steps.filter((step) => (step.event.type as string) === 'xstate.done.actor.send').length);
      }
      // The public form's 429 is the address's limit; an owner's is the account's daily allowance.
      expect(paths.some((p) => p.state.context.problem === 'too_many_requests')).toBe(mode === 'public');
      expect(paths.some((p) => p.state.context.problem === 'limit_reached')).toBe(mode === 'owner');
      expect(paths.some((p) => p.state.context.errors.phone === 'invalid')).toBe(true);
      if (mode === 'public') expect(paths.some((p) => p.state.value === 'fetchingToken' && p.state.context.problem === 'expired')).toBe(true);
    });
  }

  it('needs an e-mail address or a phone number, the place, the name and consent; leaves out empty fields', () => {
    assertProperty(
      fc.property(fc.constantFrom('', 'ivo@example.com', 'nope'), fc.constantFrom('', '+385 91 234 5678', '12'), fc.boolean(), (email, phone, consent) => {
        const errors = validateReferral({ ...goodReferral, email, phone, consent });
        expect(errors.phone === undefined).toBe(phone !== '12');
        expect(errors.consent === undefined).toBe(consent);
        if (email === 'nope') expect(errors.email).toBe('invalid');
        if (email === 'ivo@example.com') expect(errors.email).toBeUndefined();
        // "E-mail or phone" is checked once the fields themselves are fine (zod runs object checks last).
        if (email === '' && phone === '' && consent) expect(errors.email).toBe('missing');
      }),
    );
    expect(referralRequest(goodReferral)).toEqual({ name: 'Ivo', email: 'ivo@example.com', location: 'Hvar', consent: true });
  });
});
