import { useLingui } from '@lingui/react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import * as styles from './ical-panels.css';
import { useCopy } from './use-ical-panels';

/** A private iCal address: read-only, selected on focus, with its own Copy button beside (not on) it. */
export function IcalAddress({ label, url, copyLabel, hint }: { label: string; url: string; copyLabel: string; hint?: string }) {
  const { i18n } = useLingui();
  const { copy, state } = useCopy();
  return (
    <div>
      <div className={styles.address}>
        <TextField label={label} hint={hint} value={url} readOnly spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" size="sm" className={styles.copy} onClick={() => copy(url)}>
          {copyLabel}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {state === 'copied'
          ? i18n._({ id: 'calendar.ical.copied', message: 'Copied to the clipboard.' })
          : state === 'failed'
            ? i18n._({ id: 'calendar.ical.copyFailed', message: 'Could not copy. Select the address and copy it yourself.' })
            : ''}
      </p>
    </div>
  );
}
