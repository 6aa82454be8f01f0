import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from './button';
import { CloseIcon } from './icon';
import * as styles from './sheet.css';
import { useModalDialog } from './use-modal-dialog';
import { resetSlide, slide, useSheetDrag } from './use-sheet-drag';
import { VisuallyHidden } from './visually-hidden';

export { SHEET_SWIPE_THRESHOLD_PX } from './use-sheet-drag';

/** Time the sheet takes to slide out; `onClose` is called when it has. */
export const SHEET_CLOSE_DELAY_MS = 300;

/** Props of {@link Sheet}. Texts are already translated. */
export interface SheetProps {
  /** Whether the sheet is shown. The parent owns this state. */
  open: boolean;
  /** Called once the sheet has slid out (after {@link SHEET_CLOSE_DELAY_MS}); set `open` to false. */
  onClose: () => void;
  /** The heading; it also names the sheet (aria-labelledby). */
  title: string;
  /** The content; it scrolls when taller than the screen allows. */
  children: ReactNode;
}

/**
 * A modal panel that slides up from the bottom, for choices and short tasks on phones. It closes
 * by a swipe down on its header, by the close button (the single-pointer alternative WCAG 2.5.7
 * asks for), by Escape and by a tap on the backdrop. Focus returns to the opener.
 */
export function Sheet({ open, onClose, title, children }: SheetProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const dismiss = (fromPx = 0) => {
    if (timer.current !== undefined) return;
    slide(dialogProps.ref.current, fromPx, '100%', SHEET_CLOSE_DELAY_MS);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onCloseRef.current();
    }, SHEET_CLOSE_DELAY_MS);
  };
  const dialogProps = useModalDialog(open, () => dismiss());
  const drag = useSheetDrag(dialogProps.ref, dismiss);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) return;
    // Closed by the parent: no late onClose, and the next opening starts from the CSS entry animation.
    clearTimeout(timer.current);
    timer.current = undefined;
    resetSlide(dialogProps.ref.current);
  }, [open, dialogProps.ref]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dismiss();
  };

  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className={styles.sheet} onClick={onBackdropClick}>
      {open && (
        <>
          <div className={styles.header} {...drag}>
            <span className={styles.handle} aria-hidden="true" />
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => dismiss()}>
              <CloseIcon />
              <VisuallyHidden>{i18n._({ id: 'ui.sheet.close', message: 'Close' })}</VisuallyHidden>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
