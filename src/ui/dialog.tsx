import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import * as styles from './dialog.css';
import { CloseIcon } from './icon';
import { useModalDialog } from './use-modal-dialog';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link Dialog}. Texts are already translated. */
export interface DialogProps {
  /** Whether the dialog is shown. The parent owns this state. */
  open: boolean;
  /** Called on the close button, Escape or the browser's back gesture; set `open` to false. */
  onClose: () => void;
  /** The heading; it also names the dialog (aria-labelledby). */
  title: string;
  /** The content. */
  children: ReactNode;
  /** Actions at the bottom, e.g. a secondary "Cancel" and one primary Button. */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, focus stays inside, Escape
 * closes, and focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, footer }: DialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const dialogProps = useModalDialog(open, onClose);
  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className={styles.dialog}>
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" size="sm" onClick={onClose}>
              <CloseIcon />
              <VisuallyHidden>{i18n._({ id: 'ui.dialog.close', message: 'Close' })}</VisuallyHidden>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
