import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { Dialog } from '../../src/ui/dialog';
import { SHEET_CLOSE_DELAY_MS, SHEET_SWIPE_THRESHOLD_PX, Sheet } from '../../src/ui/sheet';
import { renderUi } from './render-ui';

/** A page with an opener button and a Dialog or Sheet it controls, as features will use them. */
function Page({ kind, onClose = () => {} }: { kind: 'dialog' | 'sheet'; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const Panel = kind === 'dialog' ? Dialog : Sheet;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove booking</Button>
      <Panel open={open} onClose={close} title="Remove this booking?">
        <p>The dates become free for guests again.</p>
      </Panel>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title and closes with its close button, focus back on the opener', async () => {
    renderUi(<Page kind="dialog" />);
    const opener = screen.getByRole('button', { name: 'Remove booking' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Remove this booking?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('The dates become free for guests again.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByText('The dates become free for guests again.')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    renderUi(<Page kind="dialog" onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Remove booking' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Sheet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const openSheet = () => {
    const onClose = vi.fn();
    renderUi(<Page kind="sheet" onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Remove booking' });
    opener.focus();
    fireEvent.click(opener);
    return { onClose, opener, sheet: screen.getByRole('dialog', { name: 'Remove this booking?' }) };
  };
  const drag = (from: number, to: number) => {
    const handle = screen.getByRole('heading', { name: 'Remove this booking?' });
    fireEvent.pointerDown(handle, { clientY: from, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: (from + to) / 2, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: to, pointerId: 1 });
    // The panel follows the finger (Web Animations, no style attribute).
    expect(screen.getByRole('dialog').getAnimations().length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog').hasAttribute('style')).toBe(false);
    fireEvent.pointerUp(handle, { clientY: to, pointerId: 1 });
  };

  it('closes 300 ms after a swipe down past the threshold, then gives focus back', () => {
    vi.useFakeTimers();
    const { onClose, opener, sheet } = openSheet();
    drag(100, 100 + SHEET_SWIPE_THRESHOLD_PX + 40);

    act(() => vi.advanceTimersByTime(SHEET_CLOSE_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    expect((sheet as HTMLDialogElement).open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect((sheet as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open after a short drag', () => {
    vi.useFakeTimers();
    const { onClose } = openSheet();
    drag(100, 100 + SHEET_SWIPE_THRESHOLD_PX - 20);
    act(() => vi.advanceTimersByTime(SHEET_CLOSE_DELAY_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on Escape, on the backdrop and on its close button, each once', () => {
    vi.useFakeTimers();
    for (const close of [
      (sheet: HTMLElement) => fireEvent.keyDown(sheet, { key: 'Escape' }),
      (sheet: HTMLElement) => fireEvent.click(sheet),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
    ]) {
      const { onClose, sheet } = openSheet();
      close(sheet);
      close(sheet);
      act(() => vi.advanceTimersByTime(SHEET_CLOSE_DELAY_MS));
      expect(onClose).toHaveBeenCalledOnce();
      cleanup();
    }
  });

  it('ignores clicks inside the panel', () => {
    vi.useFakeTimers();
    const { onClose } = openSheet();
    fireEvent.click(screen.getByText('The dates become free for guests again.'));
    act(() => vi.advanceTimersByTime(SHEET_CLOSE_DELAY_MS));
    expect(onClose).not.toHaveBeenCalled();
  });
});
