import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import type { loginMachine } from '../../src/features/login/login.machine';
import type { Profile, TaxLegalData } from '../../src/contract/profile';
import { provideSession, type SessionPorts } from '../../src/app/session.provide';
import type { SavedLoginAttempt } from '../../src/contract/login-attempt';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { AuthGateway } from '../../src/ports/auth-gateway';
import { AuthenticatorError, type PasskeyAuthenticator } from '../../src/ports/passkey-authenticator';
import type { AuthenticationOptions, AuthenticationResponse } from '../../src/contract/webauthn';

const profile = (over: Partial<Profile> = {}): Profile =>
  ({
    userID: '100001',
    fullName: 'Marta Horvat',
    permissions: ['ViewTaxId'],
    isEUAccount: true,
    isEuResident: true,
    requireNewPassword: false,
    ...over,
  }) as Profile;

function memoryStore() {
  const values = new Map<string, string>();
  return { get: (k: string) => values.get(k) ?? null, set: (k: string, v: string) => void values.set(k, v), remove: (k: string) => void values.delete(k), values };
}

/** The tab's kept attempt, in memory. */
function memoryAttempts() {
  let kept: SavedLoginAttempt | null = null;
  return { load: async () => kept, save: (a: SavedLoginAttempt) => void (kept = a), clear: () => void (kept = null), kept: () => kept };
}

function start(opts: { profile?: Profile | null | Error; taxLegalData?: TaxLegalData; signedInCookie?: boolean; rendered?: Profile } = {}) {
  let current: Profile | null | Error = opts.profile === undefined ? null : opts.profile;
  const went: string[] = [];
  const auth: AuthGateway = {
    login: vi.fn(async () => ({ success: true, email: 'x', factorDeliveryMethod: 'MDS' as const, noEmail: false, token: 't', contactId: 'c1', secondaryContacts: [] })),
    verify: vi.fn(async () => {
      current = profile();
      return { success: true, username: 'm', requireNewPassword: false };
    }),
    resend: vi.fn(async () => ({ success: true, email: 'y', factorDeliveryMethod: 'MDS' as const, contactId: 'c2' })),
    logout: vi.fn(async () => {
      current = null;
    }),
  };
  const account: AccountGateway = {
    profile: vi.fn(async () => {
      if (current instanceof Error) throw current;
      return current;
    }),
    taxLegalData: vi.fn(async () => opts.taxLegalData ?? []),
    saveTaxIds: vi.fn(),
    changePassword: vi.fn(),
    rememberLanguage: vi.fn(),
  };
  const store = memoryStore();
  const ports = async (): Promise<SessionPorts> => ({ auth, account, passkeys: {} as SessionPorts['passkeys'], authenticator: {} as SessionPorts['authenticator'] });
  const signedIn = opts.signedInCookie ?? true;
  const cookies = { get: (name: string) => (name === 'portal_signed_in' && signedIn ? '1' : null), set: () => {} };
  const attempts = memoryAttempts();
  const actor = createActor(provideSession(ports, store, { go: (p) => void went.push(p) }, cookies, attempts), {
    input: { profile: opts.rendered ?? null },
  }).start();
  return { actor, went, auth, account, store, attempts, setProfile: (p: Profile | null | Error) => void (current = p) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('session machine', () => {
  it('finds an existing session at start', async () => {
    const { actor } = start({ profile: profile() });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    expect(actor.getSnapshot().context.profile?.userID).toBe('100001');
  });

  it('starts signed in with the profile the server rendered the page for, without asking for it', () => {
    const { actor, account, went } = start({ rendered: profile({ userID: '100002' }) });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.profile?.userID).toBe('100002');
    expect(actor.getSnapshot().children.loginFlow).toBeUndefined();
    expect(account.profile).not.toHaveBeenCalled();
    expect(went).toEqual([]);
    // It ends as any session does: a 401 sends the visitor to the login page.
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true);
    expect(went).toEqual(['/login']);
  });

  it('is signed out without a session, with the login flow ready from the start', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().children.loginFlow).toBeDefined();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true));
  });

  it('does not ask the server without the signed-in cookie', async () => {
    const { actor, account } = start({ profile: profile(), signedInCookie: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true));
    expect(account.profile).not.toHaveBeenCalled();
  });

  it('offers a retry when the server cannot be reached at start', async () => {
    const { actor, setProfile } = start({ profile: new Error('offline') });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'unavailable' })).toBe(true));
    setProfile(profile());
    actor.send({ type: 'session.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
  });

  it('after the code, goes to /tax-id keeping the return path when a tax number is missing', async () => {
    const taxLegalData = [{ id: 'r1', providerType: 'PRIVATE', isEuResident: true, objectCountry: 'HR', taxNumberKind: 'object', taxNumber: null }] as TaxLegalData;
    const { actor, went } = start({ taxLegalData });
    await settle();
    const login = actor.getSnapshot().children.loginFlow!;
    login.send({ type: 'credentials.submit', userID: '100001', password: 'pw', returnTo: '/inbox' });
    await settle();
    login.send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    expect(went).toEqual(['/2fa', '/tax-id?rdu=%2Finbox']);
    expect(actor.getSnapshot().context.cameFromTwoFactor).toBe(true);
    actor.send({ type: 'taxId.left' });
    expect(actor.getSnapshot().context.cameFromTwoFactor).toBe(false);
  });

  it('keeps the attempt waiting for its code for a reload, and forgets it once verified', async () => {
    const { actor, attempts } = start();
    await settle();
    const login = actor.getSnapshot().children.loginFlow!;
    login.send({ type: 'credentials.submit', userID: '100001', password: 'pw', returnTo: '/inbox' });
    await settle();
    const kept = attempts.kept();
    expect(kept).toMatchObject({ userID: '100001', returnTo: '/inbox', token: 't', contactId: 'c1', triesLeft: 3 });

    // A reload: a new session actor over the same tab storage resumes at the code.
    const reloaded = createActor(
      provideSession(async (): Promise<SessionPorts> => ({ auth: { login: vi.fn(), verify: vi.fn(), resend: vi.fn(), logout: vi.fn() } as unknown as AuthGateway, account: {} as AccountGateway, passkeys: {} as SessionPorts['passkeys'], authenticator: {} as SessionPorts['authenticator'] }), memoryStore(), { go: () => {} }, { get: () => null, set: () => {} }, attempts),
      { input: { profile: null } },
    ).start();
    const resumed = reloaded.getSnapshot().children.loginFlow as ActorRefFrom<typeof loginMachine>;
    resumed.send({ type: 'attempt.resume', attempt: kept! });
    expect(resumed.getSnapshot().value).toBe('awaitingCode');
    expect(resumed.getSnapshot().context).toMatchObject({ userID: '100001', token: 't', returnTo: '/inbox', problem: null });
    reloaded.stop();

    login.send({ type: 'code.submit', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    expect(attempts.kept()).toBeNull();
  });

  it('remembers the contact chosen for codes, per user, for the next login', async () => {
    const { actor, auth, store } = start();
    await settle();
    const login = actor.getSnapshot().children.loginFlow!;
    login.send({ type: 'credentials.submit', userID: '100006', password: 'pw', returnTo: null });
    await settle();
    login.send({ type: 'code.resend', contactId: 'c7' });
    await settle();
    expect(store.values.get('login.contact.100006')).toBe('c7');
    login.send({ type: 'login.restart' });
    login.send({ type: 'credentials.submit', userID: '100006', password: 'pw', returnTo: null });
    await settle();
    expect(auth.login).toHaveBeenLastCalledWith({ userID: '100006', password: 'pw', supplierContactId: 'c7' });
  });

  it('logs out on request and on any 401, back to login', async () => {
    const { actor, went, auth } = start({ profile: profile() });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    actor.send({ type: 'session.logout' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'signedOut' })).toBe(true));
    expect(auth.logout).toHaveBeenCalled();
    expect(went.at(-1)).toBe('/login');

    const other = start({ profile: profile() });
    await vi.waitFor(() => expect(other.actor.getSnapshot().matches('loggedIn')).toBe(true));
    other.actor.send({ type: 'session.expired' });
    expect(other.actor.getSnapshot().context.profile).toBeNull();
    expect(other.went).toEqual(['/login']);
  });

  it('after a forced password change, follows the after-login rules again', async () => {
    const { actor, went, setProfile } = start({ profile: profile({ requireNewPassword: true }) });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    setProfile(profile({ permissions: [] }));
    actor.send({ type: 'password.changed' });
    await vi.waitFor(() => expect(went).toEqual(['/']));
    expect(actor.getSnapshot().context.profile?.requireNewPassword).toBe(false);
  });
});

describe('session machine, passkey sign-in next to the autofill watch', () => {
  const deferred = <T,>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  /**
   * The browser's rule (as @simplewebauthn/browser applies it): one ceremony at a time, a new one
   * aborts the one before. Honours the port's `signal` like the real adapter.
   */
  function browserLikeAuthenticator() {
    let current: { reject: (e: Error) => void; answer: (r: AuthenticationResponse) => void; autofill: boolean } | null = null;
    const started: boolean[] = [];
    const authenticator: PasskeyAuthenticator = {
      supported: () => true,
      platformAvailable: async () => true,
      supportsAutofill: async () => true,
      create: () => Promise.reject(new Error('unused')),
      get: (_options, { autofill = false, signal } = {}) =>
        new Promise<AuthenticationResponse>((answer, reject) => {
          if (signal?.aborted) return reject(new AuthenticatorError('cancelled'));
          current?.reject(new AuthenticatorError('cancelled'));
          const mine = { reject, answer, autofill };
          current = mine;
          started.push(autofill);
          signal?.addEventListener('abort', () => current === mine && (current = null, reject(new AuthenticatorError('cancelled'))));
        }),
    };
    return { authenticator, started, answer: (r: AuthenticationResponse) => current?.answer(r), pending: () => current };
  }

  it('a watch whose options arrive after the button was pressed never cancels the passkey dialog', async () => {
    const browser = browserLikeAuthenticator();
    const options = [deferred<{ token: string; options: AuthenticationOptions }>(), deferred<{ token: string; options: AuthenticationOptions }>()];
    let asked = 0;
    let signedIn = false;
    const passkeys = {
      loginOptions: vi.fn(() => options[asked++]!.promise),
      login: vi.fn(async (token: string) => {
        signedIn = true;
        return { success: true, username: token, requireNewPassword: false };
      }),
    } as unknown as SessionPorts['passkeys'];
    const account = { profile: vi.fn(async () => (signedIn ? profile({ permissions: [] }) : null)), taxLegalData: vi.fn(async () => []) } as unknown as AccountGateway;
    const ports = async (): Promise<SessionPorts> => ({ auth: {} as AuthGateway, account, passkeys, authenticator: browser.authenticator });
    const actor = createActor(provideSession(ports, memoryStore(), { go: () => {} }, { get: () => null, set: () => {} }, memoryAttempts()), { input: { profile: null } }).start();
    await settle();
    const login = actor.getSnapshot().children.loginFlow as ActorRefFrom<typeof loginMachine>;

    login.send({ type: 'passkey.autofill', returnTo: null });
    await settle();
    login.send({ type: 'passkey.signIn', returnTo: '/inbox' });
    await settle();
    options[1]!.resolve({ token: 'dialog', options: { challenge: 'c2' } as AuthenticationOptions });
    await vi.waitFor(() => expect(browser.pending()?.autofill).toBe(false));
    // Now the stopped watch's options arrive: it must not start a ceremony of its own.
    options[0]!.resolve({ token: 'autofill', options: { challenge: 'c1' } as AuthenticationOptions });
    await settle();
    await settle();
    expect(browser.started).toEqual([false]);
    expect(login.getSnapshot().value).toBe('passkeySigningIn');

    browser.answer({ id: 'cred' } as AuthenticationResponse);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true));
    expect(passkeys.login).toHaveBeenCalledWith('dialog', { id: 'cred' });
  });

  it('pressing the button while the watch waits cancels the watch, whose late failure changes nothing', async () => {
    const browser = browserLikeAuthenticator();
    let asked = 0;
    const passkeys = {
      loginOptions: vi.fn(async () => ({ token: `t${++asked}`, options: { challenge: `c${asked}` } as AuthenticationOptions })),
      login: vi.fn(async () => ({ success: true, username: 'x', requireNewPassword: false })),
    } as unknown as SessionPorts['passkeys'];
    const ports = async (): Promise<SessionPorts> => ({ auth: {} as AuthGateway, account: { profile: async () => null } as unknown as AccountGateway, passkeys, authenticator: browser.authenticator });
    const actor = createActor(provideSession(ports, memoryStore(), { go: () => {} }, { get: () => null, set: () => {} }, memoryAttempts()), { input: { profile: null } }).start();
    await settle();
    const login = actor.getSnapshot().children.loginFlow as ActorRefFrom<typeof loginMachine>;
    login.send({ type: 'passkey.autofill', returnTo: null });
    await vi.waitFor(() => expect(browser.pending()?.autofill).toBe(true));
    login.send({ type: 'passkey.signIn', returnTo: null });
    await vi.waitFor(() => expect(browser.pending()?.autofill).toBe(false));
    expect(browser.started).toEqual([true, false]);
    expect(login.getSnapshot().value).toBe('passkeySigningIn');
    expect(login.getSnapshot().context.problem).toBeNull();
  });
});
