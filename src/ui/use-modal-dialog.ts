import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

/**
 * Drives a native `<dialog>` from an `open` prop, for Dialog and Sheet: `showModal()` (focus trap,
 * inert page, top layer) while open, `close()` after, and focus back on the element that had it
 * before. Escape, the browser's close request (e.g. Android back) and a forced native close all
 * call `requestClose`; the parent decides by setting `open` to false.
 */
export function useModalDialog(open: boolean, requestClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const isOpen = useRef(false);
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    requestCloseRef.current = requestClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isOpen.current = true;
    if (!dialog.open) dialog.showModal();
    // Browsers focus the first control; make sure focus is inside even where they do not.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      isOpen.current = false;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return {
    ref,
    tabIndex: -1,
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      requestCloseRef.current();
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      requestCloseRef.current();
    },
    onClose() {
      if (isOpen.current) requestCloseRef.current();
    },
  };
}
