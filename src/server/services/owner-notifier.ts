import type { AccountRow } from '../db/schema';
import { accountLocale } from '../i18n/server-texts';
import type { CodeDelivery } from '../integrations/code-delivery';
import { type Change, changeNotice, noticeAddress } from './account-notices';
import type { BackgroundTasks } from './background-tasks';

/**
 * Tells the owner about a change of contact, legal, payment or security data, in the account's
 * language: at the account's e-mail (or mobile) and a copy at the confirmed secondary address.
 * Sent in the background: the change is made, so a failing mail server must not turn it into an
 * error.
 */
export class OwnerNotifier {
  constructor(
    private readonly delivery: CodeDelivery,
    private readonly background: BackgroundTasks,
  ) {}

  notify(account: Pick<AccountRow, 'email' | 'mobile' | 'secondaryEmail' | 'language'>, change: Change): void {
    const locale = accountLocale(account.language);
    const targets = [noticeAddress(account), account.secondaryEmail ? ({ channel: 'email', recipient: account.secondaryEmail } as const) : null];
    for (const to of targets) {
      if (to) this.background.run('change notice', () => this.delivery.deliver(changeNotice(to, locale, change)));
    }
  }
}
