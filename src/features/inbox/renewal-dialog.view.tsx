import { useLingui } from '@lingui/react';
import type { Notification } from '../../contract/inbox';
import { Link } from 'wouter';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { renewalResult } from '../../domain/inbox';
import { actionTakenText, actionTitle } from './action-taken';
import { homeOf, yearOf } from './notification-params';
import { useRenew } from './use-inbox-answers';
import { useOpensPage } from '../../ui/page-opens';

export interface RenewalDialogProps {
  notification: Notification;
  /** auto: renew on the same terms; manual: ask for a new offer. */
  mode: 'auto' | 'manual';
  onClose: () => void;
}

/**
 * Renewal and contract cards: confirm, then renew automatically or ask for an offer; then the
 * outcome, titled by what happened. A card answered before says so and when, without the button.
 */
export function RenewalDialog({ notification, mode, onClose }: RenewalDialogProps) {
  const { i18n } = useLingui();
  const renew = useRenew();
  const taken = notification.actionTaken;
  const code = notification.renewal?.accommodationCode ?? notification.contract?.accommodationCode ?? null;
  const values = { home: homeOf(notification) ?? code ?? '', year: yearOf(notification) ?? '' };
  const auto = mode === 'auto';
  // The contract and its prices, where the owner can also read before answering (when they may open it).
  const pricesHref = code ? `/contract-prices/${encodeURIComponent(code)}` : null;
  const opens = useOpensPage();
  const showPrices = pricesHref !== null && opens(pricesHref);
  const done = renew.isSuccess || taken !== undefined;
  const close = (
    <Button variant={done ? 'primary' : 'secondary'} onClick={onClose} disabled={renew.isPending}>
      {done ? i18n._({ id: 'inbox.dialog.close', message: 'Close' }) : i18n._({ id: 'inbox.dialog.later', message: 'Not now' })}
    </Button>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        renew.isSuccess
          ? actionTitle(i18n, renewalResult(mode))
          : taken
            ? actionTitle(i18n, taken.result)
            : auto
              ? i18n._({ id: 'inbox.renewal.auto.title', message: 'Renew your contract automatically?' })
              : i18n._({ id: 'inbox.renewal.manual.title', message: 'Ask for a new contract offer?' })
      }
      footer={
        <>
          {close}
          {!done && code && (
            <Button onClick={() => renew.mutate({ code, mode })} loading={renew.isPending}>
              {auto
                ? i18n._({ id: 'inbox.renewal.auto.confirm', message: 'Renew for {year}', values })
                : i18n._({ id: 'inbox.renewal.manual.confirm', message: 'Ask for an offer' })}
            </Button>
          )}
        </>
      }
    >
      {renew.isSuccess ? (
        <Alert tone="success">
          {auto
            ? i18n._({ id: 'inbox.renewal.auto.done', message: 'Done: your contract for {home} continues in {year}.', values })
            : i18n._({ id: 'inbox.renewal.manual.done', message: 'Thank you. We will send you a new offer for {home}.', values })}
        </Alert>
      ) : taken ? (
        <Alert tone="success">{actionTakenText(i18n, taken)}</Alert>
      ) : (
        <p>
          {auto
            ? i18n._({ id: 'inbox.renewal.auto.text', message: 'Your contract for {home} can continue in {year} on the same terms. You can still change your prices later.', values })
            : i18n._({ id: 'inbox.renewal.manual.text', message: 'Your contract for {home} for {year} cannot be renewed automatically. We will prepare a new offer and send it to you.', values })}
        </p>
      )}
      {showPrices && (
        <p>
          <Link href={pricesHref}>{i18n._({ id: 'property.inbox.pricesLink', message: 'See the contract and its prices' })}</Link>
        </p>
      )}
      {renew.isError && (
        <Alert tone="danger">{i18n._({ id: 'inbox.renewal.failed', message: 'That did not work. Please try again, or contact us if it keeps failing.' })}</Alert>
      )}
      {!code && <Alert tone="warning">{i18n._({ id: 'inbox.renewal.noContract', message: 'We could not find the contract of this message. Please contact us.' })}</Alert>}
    </Dialog>
  );
}
