import { describe, expect, it } from 'vitest';
import { chooseChannel, codeMessage, describeChannel } from '../../../src/server/services/factor-channel';

const both = { contactId: 'C1', name: 'A', email: 'a@example.com', mobile: '+385 91 000 0012' };

describe('second-factor channel', () => {
  it('follows the method, falling back to the other address', () => {
    expect(chooseChannel('MDS', both)).toEqual({ kind: 'email', address: 'a@example.com' });
    expect(chooseChannel('AWS', both)).toEqual({ kind: 'sms', address: '+385 91 000 0012' });
    expect(chooseChannel('MDS', { ...both, email: null })).toEqual({ kind: 'sms', address: '+385 91 000 0012' });
    expect(chooseChannel('AWS', { ...both, mobile: null })).toEqual({ kind: 'email', address: 'a@example.com' });
  });

  it('has no channel for NO_FACTOR or a recipient without addresses', () => {
    expect(chooseChannel('NO_FACTOR', both)).toBeNull();
    expect(chooseChannel('MDS', { ...both, email: null, mobile: null })).toBeNull();
    expect(describeChannel(null)).toEqual({ email: null, factorDeliveryMethod: 'NO_FACTOR' });
  });

  it('writes the code into the message, in the given language', () => {
    const message = codeMessage({ kind: 'sms', address: '+385 91 000 0012' }, 'en', '012345', 10);
    expect(message).toMatchObject({ channel: 'sms', recipient: '+385 91 000 0012', code: '012345', locale: 'en' });
    expect(message.text).toBe('Owner Portal code: 012345 (valid 10 min). Do not share it.');
    const german = codeMessage({ kind: 'email', address: 'a@example.com' }, 'de', '012345', 10);
    expect(german.locale).toBe('de');
    expect(german.subject).toBe('Ihr Bestätigungscode für das Eigentümerportal');
    expect(german.text).toContain('012345');
    expect(german.text).toContain('10 Minuten');
  });
});
