import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Consent } from '../../domain/consent';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import * as styles from './consent.css';

export interface ConsentDialogProps {
  open: boolean;
  consent: Consent;
  onSave: (consent: { statistics: boolean }) => void;
  onClose: () => void;
}

/** Cookie settings: necessary cookies are always on; statistics only with consent. */
export function ConsentDialog({ open, consent, onSave, onClose }: ConsentDialogProps) {
  const { i18n } = useLingui();
  const [statistics, setStatistics] = useState(consent.statistics);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'consent.title', message: 'Cookie settings' })}
      footer={
        <Button type="button" onClick={() => onSave({ statistics })}>
          {i18n._({ id: 'consent.save', message: 'Save settings' })}
        </Button>
      }
    >
      <p>{i18n._({ id: 'consent.text', message: 'We use cookies to keep you signed in and to remember your language. With your consent we also measure how the portal is used, to improve it.' })}</p>
      <label className={styles.option}>
        <input type="checkbox" checked disabled className={styles.checkbox} />
        <span>{i18n._({ id: 'consent.necessary', message: 'Necessary cookies (always on)' })}</span>
      </label>
      <label className={styles.option}>
        <input type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} className={styles.checkbox} />
        <span>{i18n._({ id: 'consent.statistics', message: 'Statistics: help us improve the portal' })}</span>
      </label>
    </Dialog>
  );
}
