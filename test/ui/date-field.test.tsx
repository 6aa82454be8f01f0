import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '../../src/ui/date-field';
import { renderWithI18n, testI18n } from '../support/i18n';

/** German letters of the pattern, as the de catalog has them. */
const german = () => testI18n('de', { 'ui.dateField.letter.day': 'T', 'ui.dateField.letter.year': 'J', 'ui.dateField.letter.month': 'M', 'ui.dateField.hint': ['Format: ', ['pattern']] });

/** A form holding the field's value, as the filter forms do. */
function Form({ initial = '', onChange, onSubmit, ...props }: Partial<DateFieldProps> & { initial?: string; onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => { event.preventDefault(); onSubmit?.(value); }}>
      <DateField label="Anreise ab" {...props} value={value} onChange={(next) => { setValue(next); onChange?.(next); }} />
      <button type="submit">Suchen</button>
    </form>
  );
}

describe('DateField', () => {
  it('reads 01122026 typed in German as 1 December 2026 and shows it in German', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form onChange={onChange} />, german());
    const input = screen.getByRole('textbox', { name: 'Anreise ab', description: 'Format: TT.MM.JJJJ' });
    await userEvent.type(input, '01122026');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('2026-12-01');
    expect(input).toHaveProperty('value', '01.12.2026');
  });

  it('reads a two-digit year of a past date, such as a birth date, in the last century', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form onChange={onChange} past />, german());
    await userEvent.type(screen.getByRole('textbox', { name: 'Anreise ab' }), '12.04.71');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('1971-04-12');
  });

  it('takes a pasted date and submits it with Enter', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<Form onSubmit={onSubmit} />, german());
    const input = screen.getByRole('textbox', { name: 'Anreise ab' });
    await userEvent.click(input);
    await userEvent.paste('1. 12. 2026');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('2026-12-01');
    expect(input).toHaveProperty('value', '01.12.2026');
  });

  it('hands on text that is no date, keeps it shown, and empties to ""', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form initial="2026-12-01" onChange={onChange} error="Bitte ein echtes Datum." />, german());
    const input = screen.getByRole('textbox', { name: 'Anreise ab' });
    expect(input).toHaveProperty('value', '01.12.2026');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('31.02.2026');
    expect(input).toHaveProperty('value', '31.02.2026');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a new value from outside and follows a language switch', () => {
    const i18n = german();
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { rerender } = render(<DateField label="Anreise ab" value="2026-12-01" onChange={() => {}} />, { wrapper });
    const input = screen.getByRole('textbox', { name: 'Anreise ab' });
    rerender(<DateField label="Anreise ab" value="2027-01-05" onChange={() => {}} />);
    expect(input).toHaveProperty('value', '05.01.2027');
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(input).toHaveProperty('value', '05/01/2027');
    expect(screen.getByText('Format: DD/MM/YYYY', { exact: false })).toBeTruthy();
  });

  it('keeps the caller’s hint before the pattern', () => {
    renderWithI18n(<DateField label="Departure" hint="The day you leave." value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Departure', description: 'The day you leave. Format: DD/MM/YYYY' })).toBeTruthy();
  });
});

describe('the date picker dialog', () => {
  // The picker is a lazy chunk: loaded once here, no test's wait for the dialog includes compiling
  // it (on a busy runner that took longer than findByRole's second).
  beforeAll(() => import('../../src/ui/date-picker'));

  it('opens on the chosen day, moves with the keyboard and chooses with Enter', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form initial="2026-12-01" onChange={onChange} />, german());
    const opener = screen.getByRole('button', { name: 'Choose date', description: 'Anreise ab' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Anreise ab' });
    expect(within(dialog).getByRole('heading', { name: 'Dezember 2026' })).toBeTruthy();
    const headers = within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toMatch(/^Mo/);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dienstag, 1. Dezember 2026');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mittwoch, 9. Dezember 2026');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sonntag, 13. Dezember 2026');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sonntag, 6. Dezember 2026');
    await userEvent.keyboard('{PageDown}');
    expect(within(dialog).getByRole('heading', { name: 'Januar 2027' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Mittwoch, 6. Januar 2027');
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dienstag, 30. Dezember 2025');
    await userEvent.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('2025-12-30');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Anreise ab' })).toHaveProperty('value', '30.12.2025');
    expect(document.activeElement).toBe(opener);
  });

  it('disables the days before the earliest one and names the nights already booked', async () => {
    const german2 = testI18n('de', { 'ui.datePicker.booked': [['date'], ', belegt'] });
    renderWithI18n(<Form initial="2026-12-10" min="2026-12-08" booked={(date) => date >= '2026-12-12' && date < '2026-12-15'} />, german2);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog');
    const cell = (name: string) => within(dialog).getByRole('gridcell', { name });
    expect(cell('Montag, 7. Dezember 2026').getAttribute('aria-disabled')).toBe('true');
    expect(cell('Dienstag, 8. Dezember 2026').getAttribute('aria-disabled')).toBeNull();
    expect(cell('Samstag, 12. Dezember 2026, belegt')).toBeTruthy();
    expect(cell('Montag, 14. Dezember 2026, belegt')).toBeTruthy();
    expect(cell('Dienstag, 15. Dezember 2026')).toBeTruthy();
  });

  it('closes with Escape without choosing and gives focus back', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose date' }));
  });

  it('offers only the days between min and max', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Form initial="2026-12-10" min="2026-12-08" max="2026-12-20" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    const early = within(dialog).getByRole('gridcell', { name: 'Monday, 7 December 2026' });
    expect(early.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(early);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{PageUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 8 December 2026');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: 'Friday, 18 December 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-12-18');
  });

  it('changes month with its buttons and opens on today without a value', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12) });
    try {
      renderWithI18n(<Form />);
      await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
      const dialog = await screen.findByRole('dialog');
      const today = within(dialog).getByRole('gridcell', { name: 'Monday, 23 November 2026' });
      expect(today.getAttribute('aria-current')).toBe('date');
      expect(document.activeElement).toBe(today);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
      expect(within(dialog).getByRole('heading', { name: 'December 2026' })).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous month' }));
      expect(within(dialog).getByRole('heading', { name: 'October 2026' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens with Alt+Arrow Down from the input', async () => {
    renderWithI18n(<Form />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Anreise ab' })).toBeTruthy();
  });
});
