import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults: PGlite at http://localhost:8080, demo mode off unless asked for', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/portal/.data',
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      publicOrigin: 'http://localhost:8080',
      secure: false,
      demoMode: false,
      smtp: null,
      sms: null,
      clientDir: '/srv/portal/dist/client',
      loginRateLimitPerMinute: 30,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
        PUBLIC_URL: 'https://owners.example.com/',
        NODE_ENV: 'production',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com',
        SMTP_FROM: 'Owners <owners@example.com>',
        CLIENT_DIR: '/opt/client',
        LOGIN_RATE_LIMIT_PER_MINUTE: '500',
        LOG_LEVEL: 'warn',
        OLD_PORTAL_URL: 'https://old.example.com/',
        TRUST_PROXY: '1',
        CODE_HMAC_KEY: 'k'.repeat(32),
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal:secret@db:5432/portal',
      publicUrl: 'https://owners.example.com',
      publicOrigin: 'https://owners.example.com',
      secure: true,
      demoMode: false,
      smtp: { url: 'smtps://mailer:pw@smtp.example.com', from: 'Owners <owners@example.com>', dkim: null },
      clientDir: '/opt/client',
      loginRateLimitPerMinute: 500,
      logLevel: 'warn',
      oldPortalUrl: 'https://old.example.com/',
      trustProxy: 1,
      codeKey: 'k'.repeat(32),
    });
  });

  it('needs CODE_HMAC_KEY (32 characters or more) in production only', () => {
    expect(loadConfig({}).codeKey).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('CODE_HMAC_KEY is required with NODE_ENV=production');
    expect(() => loadConfig({ CODE_HMAC_KEY: 'short' })).toThrow('CODE_HMAC_KEY must be a random secret of 32 to 512 characters');
  });

  it('derives the public URL from the port and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '3000', DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ publicUrl: 'http://localhost:3000', databaseUrl: null, smtp: null });
  });

  it('refuses bad values with one line naming each variable, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db/portal', LOGIN_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).not.toContain('hunter2');
      expect(message).toBe(
        'Invalid configuration: PORT must be an integer from 1 to 65535; DATABASE_URL must be a postgres:// or postgresql:// URL; ' +
          'LOGIN_RATE_LIMIT_PER_MINUTE must be an integer from 1 to 1000000; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      );
    }
  });

  it('limits live event streams per session and per address, 5 and 20 unless configured', () => {
    expect(loadConfig({}).liveStreams).toEqual({ perSession: 5, perAddress: 20 });
    expect(loadConfig({ LIVE_STREAMS_PER_SESSION: '10000', LIVE_STREAMS_PER_ADDRESS: '10000' }).liveStreams).toEqual({ perSession: 10_000, perAddress: 10_000 });
    expect(() => loadConfig({ LIVE_STREAMS_PER_SESSION: '0' })).toThrow('LIVE_STREAMS_PER_SESSION must be an integer from 1 to 1000000');
  });

  it('reads the text-message provider and the DKIM key', () => {
    expect(loadConfig({ SMS_PROVIDER: 'sns' }).sms).toEqual({ provider: 'sns', senderId: null });
    expect(loadConfig({ SMS_PROVIDER: 'sns', SMS_SENDER_ID: 'Owners1' }).sms).toEqual({ provider: 'sns', senderId: 'Owners1' });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be sns (Amazon SNS)');
    expect(() => loadConfig({ SMS_PROVIDER: 'sns', SMS_SENDER_ID: '123456' })).toThrow('SMS_SENDER_ID must be 1 to 11 letters and digits');
    expect(() => loadConfig({ SMS_PROVIDER: 'sns', SMS_SENDER_ID: 'Owner Portal' })).toThrow('SMS_SENDER_ID');
    const key = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----';
    const dkim = loadConfig({ SMTP_URL: 'smtp://relay.example.com', DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'portal', DKIM_PRIVATE_KEY: key }).smtp?.dkim;
    expect(dkim).toEqual({ domainName: 'example.com', keySelector: 'portal', privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----' });
    expect(() => loadConfig({ DKIM_DOMAIN: 'example.com' })).toThrow('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together');
  });

  it('refuses URLs of the wrong kind', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow('PUBLIC_URL must be an http:// or https:// URL');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT');
  });

  it('configures web push: the VAPID subject and whether private endpoints are allowed', () => {
    expect(loadConfig({}).push).toMatchObject({ allowPrivateEndpoints: false, subject: 'mailto:no-reply@example.com' });
    expect(loadConfig({ PUBLIC_URL: 'https://owners.example.com', SMTP_FROM: 'Owners <owners@example.com>' }).push.subject).toBe('https://owners.example.com');
    expect(loadConfig({ SMTP_FROM: 'Owners <owners@example.com>' }).push.subject).toBe('mailto:owners@example.com');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }).push).toMatchObject({
      allowPrivateEndpoints: true,
      subject: 'mailto:ops@example.com',
    });
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow('VAPID_SUBJECT must be a mailto: address or an https:// URL');
    expect(() => loadConfig({ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' })).toThrow('PUSH_ALLOW_PRIVATE_ENDPOINTS must be true or false');
  });

  it('turns demo mode on only when asked, and never with NODE_ENV=production', () => {
    for (const nodeEnv of [undefined, 'prod', 'development', 'test']) {
      expect(loadConfig(nodeEnv ? { NODE_ENV: nodeEnv } : {}).demoMode, String(nodeEnv)).toBe(false);
    }
    expect(loadConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'true', NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(() => loadConfig({ DEMO_MODE: 'true', NODE_ENV: 'production' })).toThrow('DEMO_MODE=true is refused with NODE_ENV=production');
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow('DEMO_MODE must be true or false');
  });

  it('allows loopback iCal feeds only outside production', () => {
    expect(loadConfig({ ICAL_ALLOW_PRIVATE_URLS: 'true' }).ical.allowPrivateUrls).toBe(true);
    expect(() => loadConfig({ ICAL_ALLOW_PRIVATE_URLS: 'true', NODE_ENV: 'production' })).toThrow('ICAL_ALLOW_PRIVATE_URLS=true is refused with NODE_ENV=production');
  });

  it('trusts proxies only by count or address: TRUST_PROXY=true is refused with a clear message', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY=true would trust the address any client claims in X-Forwarded-For');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be false, the number of proxies');
  });

  it('accepts push endpoints of the known push services by default; PUSH_SERVICE_HOSTS replaces the list', () => {
    expect(loadConfig({}).push.serviceHosts).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', 'notify.windows.com']);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, Other.Example.org' }).push.serviceHosts).toEqual(['push.example.com', 'other.example.org']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com/' })).toThrow('PUSH_SERVICE_HOSTS must be a comma-separated list of host names');
  });
});
