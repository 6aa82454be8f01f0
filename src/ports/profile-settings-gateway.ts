import { portKey } from './port-key';
import type {
  AuditTrail,
  ChangeAddressRequest,
  LegalRecordDetail,
  NotificationPreferences,
  NotificationSettings,
  PhoneChanged,
  PhoneChangeStarted,
  PostalAddress,
  SaveLegalRequest,
} from '../contract/account-settings';

/** The profile pages' data: legal data, phone, address, notifications, audit trail. Throws GatewayError. */
export interface ProfileSettingsGateway {
  legalData(): Promise<LegalRecordDetail[]>;
  /** Fails with 403 `step_up_required` unless the session stepped up. */
  saveLegal(id: string, request: SaveLegalRequest): Promise<LegalRecordDetail>;
  startPhoneChange(mobileNumber: string): Promise<PhoneChangeStarted>;
  confirmPhoneChange(code: string): Promise<PhoneChanged>;
  changeAddress(request: ChangeAddressRequest): Promise<PostalAddress>;
  notifications(): Promise<NotificationSettings>;
  saveNotifications(preferences: NotificationPreferences): Promise<NotificationSettings>;
  requestSecondaryEmail(email: string): Promise<NotificationSettings>;
  confirmSecondaryEmail(id: string): Promise<NotificationSettings>;
  removeSecondaryEmail(): Promise<void>;
  auditTrail(): Promise<AuditTrail>;
}

/** The key the app binds the ProfileSettingsGateway adapter to. */
export const profileSettingsPort = portKey<ProfileSettingsGateway>('profileSettings');
