import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { LinkButton } from '../../src/ui/link-button';
import { renderUi } from './render-ui';

describe('Button', () => {
  it('is a plain button that does not submit forms by accident', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy, disabled, keeps its label and says "Please wait"', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toContain('Please wait');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes a translated loading label and leaves aria-busy off when idle', () => {
    const { rerender } = renderUi(<Button loading loadingLabel="Saving your booking">Save</Button>);
    expect(screen.getByText('Saving your booking')).toBeTruthy();
    rerender(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('LinkButton', () => {
  it('is a link with href and onClick', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <LinkButton href="/bookings/new" onClick={onClick}>
        Add a booking
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Add a booking' });
    expect(link.getAttribute('href')).toBe('/bookings/new');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('opens external links in a new tab and says so', () => {
    renderUi(
      <LinkButton href="https://example.com/help" external>
        Help centre
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
