import type { AccountRow } from '../db/schema';
import { recipientLocale } from '../i18n/server-texts';
import { ChannelUnavailable } from '../integrations/code-delivery';
import type { Log } from '../log';
import type { Executor } from '../repositories/executor';
import type { Messages } from './message-outbox';
import { type Change, changeNotice, noticeAddress } from './account-notices';
import type { BackgroundTasks } from './background-tasks';

type Addressee = Pick<AccountRow, 'email' | 'mobile' | 'secondaryEmail' | 'portalLanguage'>;

/**
 * Tells the owner about a change of contact, legal, payment or security data, in the owner's
 * portal language: at the account's e-mail (or mobile) and a copy at the confirmed secondary address.
 * The notices are written into the outbox in the change's own transaction (issue 22.5): a change
 * that rolls back leaves no notice, and a committed one cannot lose it; they are sent after the commit.
 */
export class OwnerNotifier {
  constructor(
    private readonly messages: Messages,
    private readonly background: BackgroundTasks,
    private readonly log: Log,
  ) {}

  /**
   * Before a change of a channel that receives codes takes effect, within its transaction `trx`:
   * notices to the e-mail, the mobile number (the channel about to be replaced) and the secondary
   * address. A channel without a provider throws (and so stops the change). Returns the outbox ids
   * to `send` after the commit, before the change's own code.
   */
  async warnBefore(trx: Executor, account: Addressee, change: Change): Promise<number[]> {
    const targets = [
      account.email ? ({ channel: 'email', recipient: account.email } as const) : null,
      account.mobile ? ({ channel: 'sms', recipient: account.mobile } as const) : null,
      account.secondaryEmail && account.secondaryEmail !== account.email ? ({ channel: 'email', recipient: account.secondaryEmail } as const) : null,
    ];
    const locale = recipientLocale(account.portalLanguage);
    const ids: number[] = [];
    for (const to of targets) if (to) ids.push(await this.messages.enqueue(trx, changeNotice(to, locale, change)));
    return ids;
  }

  /**
   * After a change, within its transaction `trx`: the notices, as outbox ids for `sendLater` once
   * committed. The change is the owner's, so a channel without a provider is logged and skipped
   * rather than refusing it (nothing is written for that channel, so the transaction stays sound).
   */
  async enqueue(trx: Executor, account: Addressee, change: Change): Promise<number[]> {
    const locale = recipientLocale(account.portalLanguage);
    const targets = [noticeAddress(account), account.secondaryEmail ? ({ channel: 'email', recipient: account.secondaryEmail } as const) : null];
    const ids: number[] = [];
    for (const to of targets) {
      if (!to) continue;
      try {
        ids.push(await this.messages.enqueue(trx, changeNotice(to, locale, change)));
      } catch (error) {
        if (!(error instanceof ChannelUnavailable)) throw error;
        this.log.error({ err: error, change: change.kind }, 'change notice not sent: no provider for the channel');
      }
    }
    return ids;
  }

  /** After the commit: sends the notices in the background (a slow provider must not hold the answer; the outbox retries). */
  sendLater(ids: readonly number[]): void {
    if (ids.length > 0) this.background.run('change notice', async () => void (await this.messages.send(ids)));
  }
}
