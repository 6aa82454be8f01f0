import type { AccountRow } from '../db/schema';
import { recipientLocale } from '../i18n/server-texts';
import type { Messages } from './message-outbox';
import { type Change, changeNotice, noticeAddress } from './account-notices';
import type { BackgroundTasks } from './background-tasks';

/**
 * Tells the owner about a change of contact, legal, payment or security data, in the owner's
 * portal language: at the account's e-mail (or mobile) and a copy at the confirmed secondary address.
 * Handed to the outbox in the background: the change is made, so a failing mail server must not
 * turn it into an error (the outbox retries).
 */
export class OwnerNotifier {
  constructor(
    private readonly messages: Messages,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Tells the owner before a change of a channel that receives codes takes effect: at the e-mail,
   * the mobile number (the channel about to be replaced) and the secondary address, awaited: each
   * notice is in the outbox before the change goes on (a channel without a provider stops it).
   */
  async warnBefore(account: Pick<AccountRow, 'email' | 'mobile' | 'secondaryEmail' | 'portalLanguage'>, change: Change): Promise<void> {
    const targets = [
      account.email ? ({ channel: 'email', recipient: account.email } as const) : null,
      account.mobile ? ({ channel: 'sms', recipient: account.mobile } as const) : null,
      account.secondaryEmail && account.secondaryEmail !== account.email ? ({ channel: 'email', recipient: account.secondaryEmail } as const) : null,
    ];
    const locale = recipientLocale(account.portalLanguage);
    for (const to of targets) if (to) await this.messages.deliver(changeNotice(to, locale, change));
  }

  notify(account: Pick<AccountRow, 'email' | 'mobile' | 'secondaryEmail' | 'portalLanguage'>, change: Change): void {
    const locale = recipientLocale(account.portalLanguage);
    const targets = [noticeAddress(account), account.secondaryEmail ? ({ channel: 'email', recipient: account.secondaryEmail } as const) : null];
    for (const to of targets) {
      if (to) this.background.run('change notice', async () => void (await this.messages.deliver(changeNotice(to, locale, change))));
    }
  }
}
