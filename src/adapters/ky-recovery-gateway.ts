import type { KyInstance } from 'ky';
import type { ForgotNumberRequest, ForgotPasswordRequest, ResetLinkRequest, ResetPasswordRequest } from '../contract/recovery';
import type { RecoveryGateway } from '../ports/recovery-gateway';
import { send } from './ky-http';

export class KyRecoveryGateway implements RecoveryGateway {
  constructor(private readonly http: KyInstance) {}

  async forgotPassword(request: ForgotPasswordRequest) {
    await send(() => this.http.post('password/forgot', { json: request }));
  }

  async resetPassword(request: ResetPasswordRequest) {
    await send(() => this.http.post('password/reset', { json: request }));
  }

  async checkResetLink(request: ResetLinkRequest) {
    await send(() => this.http.post('password/reset/check', { json: request }));
  }

  async forgotNumber(request: ForgotNumberRequest) {
    await send(() => this.http.post('forgot-number', { json: request }));
  }
}
