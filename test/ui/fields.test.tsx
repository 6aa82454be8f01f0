import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeField } from '../../src/ui/code-field';
import { PasswordField } from '../../src/ui/password-field';
import { SelectField } from '../../src/ui/select-field';
import { TextArea } from '../../src/ui/text-area';
import { TextField } from '../../src/ui/text-field';
import { renderUi } from './render-ui';

/** The accessible description, as a screen reader computes it from aria-describedby. */
const description = (role: 'textbox' | 'combobox', name: string) =>
  (matcher: string) => screen.getByRole(role, { name, description: matcher });

describe('TextField', () => {
  it('has a visible label, a hint and passes native props through', async () => {
    const onChange = vi.fn();
    renderUi(
      <TextField label="E-mail address" hint="We send booking news here." type="email" autoComplete="email"
        inputMode="email" name="email" required onChange={onChange} />,
    );
    const input = screen.getByLabelText('E-mail address');
    expect(screen.getByText('E-mail address').tagName).toBe('LABEL');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description('textbox', 'E-mail address')('We send booking news here.')).toBe(input);
    await userEvent.type(input, 'a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('shows an error below, marks the input invalid and links hint and error', () => {
    renderUi(<TextField label="E-mail address" hint="As in your contract." error="Enter an e-mail address like name@example.com" aria-describedby="extra" />);
    const input = screen.getByLabelText('E-mail address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description('textbox', 'E-mail address')('As in your contract. Error: Enter an e-mail address like name@example.com')).toBe(input);
    expect(input.getAttribute('aria-describedby')).toMatch(/ extra$/);
    // The error follows the input and says "Error:" in words (and an icon), not only in red.
    const error = screen.getByText('Enter an e-mail address like name@example.com', { exact: false });
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.textContent).toBe('Error: Enter an e-mail address like name@example.com');
  });

  it('marks optional fields and keeps a caller id', () => {
    renderUi(<TextField id="company" label="Company name" optional />);
    expect(screen.getByLabelText('Company name (optional)').id).toBe('company');
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a pressed-state button and keeps the value', async () => {
    renderUi(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.type(input, 'Demo-Owner-2026');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.getAttribute('type')).toBe('text');
    expect((input as HTMLInputElement).value).toBe('Demo-Owner-2026');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('wires its error like every field', () => {
    renderUi(<PasswordField label="New password" autoComplete="new-password" error="Use at least 8 characters" />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // A password input has no role; its description is read from the linked error element.
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Error: Use at least 8 characters');
  });
});

describe('CodeField', () => {
  it('asks phones for digits and the one-time code, and hands a paste over uncut', async () => {
    const seen: string[] = [];
    renderUi(<CodeField label="Security code" hint="Valid for 10 minutes." onChange={(e) => seen.push(e.target.value)} />);
    const input = screen.getByLabelText('Security code') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    // The length limit comes after cleaning (domain codeFromInput), never from the input itself.
    expect(input.maxLength).toBe(-1);
    await userEvent.click(input);
    await userEvent.paste('Code: 720 552');
    expect(seen.at(-1)).toBe('Code: 720 552');
  });
});

describe('SelectField and TextArea', () => {
  it('label a native select and a textarea and wire their errors', async () => {
    renderUi(
      <>
        <SelectField label="Accommodation" error="Choose an accommodation" defaultValue="">
          <option value="" disabled>Choose…</option>
          <option value="HR-1">Villa Mare</option>
        </SelectField>
        <TextArea label="Message" hint="Up to 1000 characters." maxLength={1000} />
      </>,
    );
    const select = description('combobox', 'Accommodation')('Error: Choose an accommodation');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(select, 'Villa Mare');
    expect((select as HTMLSelectElement).value).toBe('HR-1');
    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(description('textbox', 'Message')('Up to 1000 characters.')).toBe(textarea);
  });
});
