import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariants } from './button.css';
import { ChevronDownIcon } from './icon';
import * as styles from './menu.css';
import { VisuallyHidden } from './visually-hidden';

interface MenuItemBase {
  /** Already-translated text of the item; `icon` goes before it. */
  label: string;
  icon?: ReactNode;
}
/** A menu item that navigates; `onClick` may take over (e.g. client-side routing). */
export interface MenuLinkItem extends MenuItemBase {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}
/** A menu item that runs an action; `danger` draws a destructive one in the danger colour. */
export interface MenuActionItem extends MenuItemBase {
  onSelect: () => void;
  danger?: boolean;
}
export type MenuItem = MenuLinkItem | MenuActionItem;

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Already-translated text of the button; also the menu's name. */
  label: string;
  /** Show only `icon` on the button and keep `label` for screen readers. */
  hideLabel?: boolean;
  /** Icon on the button, e.g. `<UserIcon />`. */
  icon?: ReactNode;
  /** The items, in order. */
  items: readonly MenuItem[];
  /** Look of the button; ghost by default. */
  variant?: ButtonVariants['variant'];
  /** Which edge of the button the popup lines up with: start (default) or end. */
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA menu-button pattern). Enter, Space and Down open it on the first item,
 * Up on the last; inside, Up/Down move (wrapping), Home/End jump, a letter jumps to the next item
 * starting with it, Escape closes and returns focus to the button, Tab closes and moves on.
 */
export function Menu({ label, hideLabel = false, icon, items, variant = 'ghost', align = 'start' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef(0);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };
  const show = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves only when the menu opens, not when items change
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : items.length - 1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault();
      document.activeElement.click();
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = items.map((_, i) => (current + 1 + i) % items.length);
      const match = order.find((i) => items[i]?.label.toLocaleLowerCase().startsWith(letter));
      if (match !== undefined) focusItem(match);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={styles.label}>{label}</span>}
        <ChevronDownIcon size="sm" className={styles.chevron} />
      </Button>
      <ul id={menuId} role="menu" aria-labelledby={buttonId} hidden={!open} onKeyDown={onMenuKeyDown}
        className={`${styles.menu} ${styles.align[align]}`}>
        {items.map((item, index) => {
          const ref = (el: HTMLElement | null) => void (itemRefs.current[index] = el);
          const content = <>{item.icon}{item.label}</>;
          return (
            <li key={`${index}-${item.label}`} role="none">
              {'href' in item ? (
                <a ref={ref} role="menuitem" tabIndex={-1} href={item.href} className={styles.item}
                  onClick={(event) => { close(false); item.onClick?.(event); }}>
                  {content}
                </a>
              ) : (
                <button ref={ref} type="button" role="menuitem" tabIndex={-1}
                  className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                  onClick={() => { close(true); item.onSelect(); }}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
