import type { KyInstance } from 'ky';
import type { ChangeAddressRequest, NotificationPreferences, SaveLegalRequest } from '../contract/account-settings';
import type { ProfileSettingsGateway } from '../ports/profile-settings-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/account-settings');

export class KyProfileSettingsGateway implements ProfileSettingsGateway {
  constructor(private readonly http: KyInstance) {}

  legalData() {
    return send(async () => this.http.get('profile/legal').json((await schemas()).LegalRecordDetails));
  }

  saveLegal(id: string, request: SaveLegalRequest) {
    return send(async () => this.http.put(`profile/legal/${encodeURIComponent(id)}`, { json: request }).json((await schemas()).LegalRecordDetail));
  }

  startPhoneChange(mobileNumber: string) {
    return send(async () => this.http.post('profile/phone', { json: { mobileNumber } }).json((await schemas()).PhoneChangeStarted));
  }

  confirmPhoneChange(code: string) {
    return send(async () => this.http.post('profile/phone/verify', { json: { code } }).json((await schemas()).PhoneChanged));
  }

  changeAddress(request: ChangeAddressRequest) {
    return send(async () => this.http.put('profile/address', { json: request }).json((await schemas()).PostalAddress));
  }

  notifications() {
    return send(async () => this.http.get('profile/notifications').json((await schemas()).NotificationSettings));
  }

  saveNotifications(preferences: NotificationPreferences) {
    return send(async () => this.http.put('profile/notifications', { json: { preferences } }).json((await schemas()).NotificationSettings));
  }

  requestSecondaryEmail(email: string) {
    return send(async () => this.http.post('profile/secondary-email', { json: { email } }).json((await schemas()).NotificationSettings));
  }

  confirmSecondaryEmail(id: string) {
    return send(async () => this.http.post('profile/secondary-email/confirm', { json: { id } }).json((await schemas()).NotificationSettings));
  }

  async removeSecondaryEmail() {
    await send(() => this.http.delete('profile/secondary-email'));
  }

  auditTrail() {
    return send(async () => this.http.get('profile/audit').json((await schemas()).AuditTrail));
  }
}
