import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/dialog';
import { Menu, type MenuItem } from '../../src/ui/menu';
import { renderUi } from './render-ui';

const setup = () => {
  const onLogout = vi.fn();
  const onProfile = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const items: MenuItem[] = [
    { label: 'Profile', href: '/profile', onClick: onProfile },
    { label: 'Passkeys', href: '/profile/passkeys' },
    { label: 'Log out', onSelect: onLogout, danger: true },
  ];
  renderUi(
    <>
      <Menu label="Account" items={items} />
      <button type="button">After the menu</button>
    </>,
  );
  return { onLogout, onProfile, button: screen.getByRole('button', { name: 'Account' }) };
};

describe('Menu', () => {
  it('is a closed menu button until used', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on Enter with focus on the first item and moves with arrows, Home and End, wrapping', async () => {
    const { button } = setup();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const [profile, passkeys, logout] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(passkeys);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(logout);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(logout);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('l');
    expect(document.activeElement).toBe(logout);
  });

  it('opens on ArrowUp at the last item; Escape closes and returns focus to the button', async () => {
    const { button } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Log out');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action item once, closes and gives focus back', async () => {
    const { button, onLogout } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('follows link items (href and onClick), also with Space', async () => {
    const { button, onProfile } = setup();
    await userEvent.click(button);
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    await userEvent.keyboard(' ');
    expect(onProfile).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Tab and on a click outside', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('inside a dialog, Escape closes only the menu', async () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Booking">
          <Menu label="Actions" items={[{ label: 'Print', onSelect: () => {} }]} />
        </Dialog>
      );
    }
    renderUi(<InDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Booking' })).toBeTruthy();
  });
});
