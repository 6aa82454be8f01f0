import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LegalDataPage } from '../../../src/app/pages/legal-data-pages';
import type { LegalRecordDetail, NotificationSettings } from '../../../src/contract/account-settings';
import type { Passkey } from '../../../src/contract/passkeys';
import type { Profile } from '../../../src/contract/profile';
import { LegalFormView } from '../../../src/features/account/legal-data.view';
import { NotificationSettingsView } from '../../../src/features/account/notification-settings.view';
import { PasskeySettingsView } from '../../../src/features/account/passkey-settings.view';
import { passkeySettingsMachine } from '../../../src/features/account/passkey-settings.machine';
import { ProfileOverviewView } from '../../../src/features/account/profile-overview.view';
import { saveFormMachine } from '../../../src/features/account/save-form.machine';
import { type ProfileSettingsGateway, profileSettingsPort } from '../../../src/ports/profile-settings-gateway';
import { expectLoadingErrorRetry, failsOnce } from '../../support/query-state-steps';
import { port, renderPage } from '../../support/render-page';

const record: LegalRecordDetail = {
  id: 'l1',
  providerType: 'PRIVATE',
  isEuResident: true,
  objectCountry: 'HR',
  taxNumberKind: 'supplier',
  form: 'owner',
  fields: [],
  values: {
    name: 'Horvat',
    firstName: 'Marta',
    dateOfBirth: null,
    countryOfBirth: null,
    placeOfBirth: null,
    residenceCountry: null,
    residenceCity: null,
    identificationNumber: null,
    identificationNumberType: null,
    taxNumber: '12345678903',
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const channels = { email: true, sms: false, push: false };
const settings: NotificationSettings = {
  preferences: { reservations: channels, changes: channels, payments: channels, reviews: { email: false, sms: false, push: false }, news: channels },
  secondaryEmail: 'copies@example.com',
  pendingSecondaryEmail: null,
};

const profile = {
  userID: '100001',
  fullName: 'Marta Horvat',
  emailAddress: 'marta@example.com',
  mobileNumber: null,
  phoneNumber: null,
  postalAddress: { street: 'Obala 1', zip: '21000', place: 'Split', country: 'HR' },
  permissions: [],
  legalData: [],
  iban: null,
} as unknown as Profile;

/** Gives a view a live query over `answer`, as its page does. */
function Queried<T>({ name, answer, view }: { name: string; answer: () => Promise<T>; view: (query: UseQueryResult<T>) => ReactElement }) {
  return view(useQuery({ queryKey: ['test', name], queryFn: answer }));
}

const saveActor = () => createActor(saveFormMachine, { input: undefined }).start();

describe('profile pages load through the shared loading/error display', () => {
  it('/profile/legal: the heading stays, loading is announced, "Try again" loads the records', async () => {
    const steps = failsOnce([record]);
    renderPage(<LegalDataPage />, { ports: [port(profileSettingsPort, { legalData: steps.answer } as unknown as ProfileSettingsGateway)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal and tax data' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your legal data. Please try again.' }, () =>
      screen.findByRole('region', { name: 'Personal data for Croatia' }),
    );
  });

  it('/profile/legal/form-owner: the heading names the record once loaded, and the form shows', async () => {
    const steps = failsOnce([record]);
    const save = saveActor();
    renderPage(<Queried name="legal" answer={steps.answer} view={(records) => <LegalFormView formType="owner" recordId={null} records={records} save={save} />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal and tax data' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your legal data. Please try again.' }, () => screen.findByLabelText('First name'));
    expect(screen.getByRole('heading', { level: 1, name: 'Personal data for Croatia' })).toBeTruthy();
  });

  it('/profile: loading is announced under the heading, "Try again" loads the profile and its sections', async () => {
    const steps = failsOnce<Profile | null>(profile);
    renderPage(
      <Queried
        name="profile"
        answer={steps.answer}
        view={(query) => <Queried name="notifications" answer={async () => settings} view={(notifications) => <ProfileOverviewView profile={query} notifications={notifications} passkeyCount={undefined} />} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your profile. Please try again.' }, () => screen.findByRole('region', { name: 'Contact data' }));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('copies@example.com')).toBeTruthy();
  });

  it('/profile: the notifications card loads on its own, with its own "Try again"', async () => {
    const steps = failsOnce(settings);
    renderPage(
      <Queried
        name="notifications"
        answer={steps.answer}
        view={(notifications) => <Queried name="profile" answer={async () => profile} view={(query) => <ProfileOverviewView profile={query} notifications={notifications} passkeyCount={undefined} />} />}
      />,
    );
    await screen.findByRole('region', { name: 'Contact data' });
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your notification settings.' }, () => screen.findByText('4 of 5 kinds'));
  });

  it('/profile/notifications: loading is announced under the heading, "Try again" loads the settings', async () => {
    const steps = failsOnce(settings);
    renderPage(
      <Queried
        name="notifications"
        answer={steps.answer}
        view={(query) => <NotificationSettingsView settings={query} preferences={saveActor()} secondaryEmail={saveActor()} confirmation={saveActor()} confirmId={null} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your notification settings.' }, () => screen.findByRole('group', { name: 'New reservations' }));
    expect(screen.getByText('Copies of our e-mails go to copies@example.com.')).toBeTruthy();
  });

  it('/profile/passwordless-login: the list loads below the heading, with "Try again"', async () => {
    const passkey: Passkey = { id: 'p1', name: 'Laptop', createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null, synced: false, backedUp: false };
    const steps = failsOnce([passkey]);
    const settingsActor = createActor(passkeySettingsMachine).start();
    renderPage(
      <Queried
        name="passkeys"
        answer={steps.answer}
        view={(query) => <PasskeySettingsView settings={settingsActor} passkeys={query} browserSupported formatDate={(iso) => iso.slice(0, 10)} />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'Your passkeys could not be loaded.' }, () => screen.findByRole('heading', { name: 'Laptop' }));
  });
});
