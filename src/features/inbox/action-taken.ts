import type { I18n } from '@lingui/core';
import type { Notification } from '../../contract/inbox';
import type { InboxActionResult } from '../../domain/inbox';
import { formatInstant } from '../../i18n/format';

/** What happened, as the title of the dialog that reports it ("Renewal requested"). */
export function actionTitle(i18n: I18n, result: InboxActionResult): string {
  switch (result) {
    case 'renewalRequested':
      return i18n._({ id: 'inbox.action.renewalRequested.title', message: 'Renewal requested' });
    case 'offerRequested':
      return i18n._({ id: 'inbox.action.offerRequested.title', message: 'New offer requested' });
    case 'surveyAnswered':
      return i18n._({ id: 'inbox.action.surveyAnswered.title', message: 'Survey sent' });
  }
}

/** The action already taken on a card and its day, "Renewal requested on 23 Nov 2026". */
export function actionTakenText(i18n: I18n, { result, at }: NonNullable<Notification['actionTaken']>): string {
  const values = { date: formatInstant(at, i18n.locale) };
  switch (result) {
    case 'renewalRequested':
      return i18n._({ id: 'inbox.action.renewalRequested.on', message: 'Renewal requested on {date}', values });
    case 'offerRequested':
      return i18n._({ id: 'inbox.action.offerRequested.on', message: 'New offer requested on {date}', values });
    case 'surveyAnswered':
      return i18n._({ id: 'inbox.action.surveyAnswered.on', message: 'Survey answered on {date}', values });
  }
}
