import { useQuery } from '@tanstack/react-query';
import { accountPort } from '../../ports/account-gateway';
import { profileSettingsPort } from '../../ports/profile-settings-gateway';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** The account's profile as the server has it now (contact, address, payment summary, permissions). */
export function useProfile() {
  const account = usePort(accountPort);
  return useQuery({ queryKey: queryKeys.profile(), queryFn: () => account.profile() });
}

/** The legal-data records with their §3 field lists (ViewLegal). */
export function useLegalData(enabled = true) {
  const settings = usePort(profileSettingsPort);
  return useQuery({ queryKey: queryKeys.profileLegal(), queryFn: () => settings.legalData(), enabled });
}

/** Which messages arrive on which channel, and the secondary address. */
export function useNotificationSettings() {
  const settings = usePort(profileSettingsPort);
  return useQuery({ queryKey: queryKeys.profileNotifications(), queryFn: () => settings.notifications() });
}
