import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { TOAST_TIMEOUT_MS, ToastProvider, useToast, type ToastOptions } from '../../src/ui/toast';
import { renderUi } from './render-ui';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Save</Button>;
}

const renderWith = (options: ToastOptions) =>
  renderUi(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('announces in a polite live region that exists before the toast', () => {
    renderWith({ tone: 'success', title: 'Saved', message: 'Your booking is in the calendar.' });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region).getByText('Your booking is in the calendar.')).toBeTruthy();
    // Status in words too, not only by colour and icon.
    expect(region.textContent).toContain('Success:');
    expect(region.textContent).toContain('Saved');
  });

  it('goes away by itself after a few seconds, but not while hovered', () => {
    renderWith({ message: 'Link copied.' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByText('Link copied.');
    fireEvent.mouseEnter(toast.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2));
    expect(screen.getByText('Link copied.')).toBeTruthy();
    fireEvent.mouseLeave(toast.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(screen.getByText('Link copied.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied.')).toBeNull();
  });

  it('keeps errors until dismissed with the dismiss button', () => {
    renderWith({ tone: 'danger', message: 'The booking could not be saved. Try again.' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 10));
    expect(screen.getByText('The booking could not be saved. Try again.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Error:');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('The booking could not be saved. Try again.')).toBeNull();
  });

  it('shows at most three at once, dropping the oldest', () => {
    renderWith({ tone: 'danger', message: 'Failed.' });
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Failed.')).toHaveLength(3);
  });

  it('tells the developer when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown error too
    expect(() => renderUi(<Trigger options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
