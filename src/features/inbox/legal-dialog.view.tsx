import { useLingui } from '@lingui/react';
import { Dialog } from '../../ui/dialog';
import { PageLink } from '../../ui/page-link';

/** Asks the owner to check the legal and tax data, with the way there. */
export function LegalDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._({ id: 'inbox.legal.title', message: 'Confirm your legal and tax data' })}
      footer={<PageLink href="/profile/legal">{i18n._({ id: 'inbox.legal.go', message: 'Go to legal and tax data' })}</PageLink>}
    >
      <p>
        {i18n._({ id: 'inbox.legal.text', message: 'The tax authorities ask us to keep your legal and tax data up to date. Please check that it is still correct.' })}
      </p>
    </Dialog>
  );
}
