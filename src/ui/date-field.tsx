import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { isCalendarDate } from '../domain/calendar-date';
import { dateInputPattern, formatDateInput, parseDateInput } from '../domain/date-input';
import * as styles from './field-action.css';
import { FieldShell, useFieldIds, type FieldBaseProps } from './field';
import { CalendarIcon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link DateField}. Dates are yyyy-MM-dd, whatever the language shows. */
export interface DateFieldProps extends FieldBaseProps {
  id?: string;
  name?: string;
  /** Class for the outer wrapper. */
  className?: string;
  /** The date (yyyy-MM-dd), '' for none, or text the owner typed that is no date. */
  value: string;
  /**
   * Called when the owner leaves the field, presses Enter or picks a day: with the date
   * (yyyy-MM-dd), '' when emptied, or the typed text when it is no date, which every date rule of
   * the contract refuses, so the form's own check reports it as a field error.
   */
  onChange: (value: string) => void;
  /** Earliest and latest date (yyyy-MM-dd) the picker offers; `max` also puts "71" in 1971. */
  min?: string;
  max?: string;
  /** A date that has happened (a birth date): today is the latest, and "71" is 1971. */
  past?: boolean;
  /** Whether a date's night is already taken: the picker marks and names it. */
  booked?: (date: string) => boolean;
  required?: boolean;
  disabled?: boolean;
  /** e.g. "bday" for a birth date. */
  autoComplete?: string;
}

// The month grid loads on first use: a form shows its dates without it.
const DatePicker = lazy(() => import('./date-picker').then((module) => ({ default: module.DatePicker })));

/** Today in the visitor's time zone, the picker's starting month. */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
}

/** The pattern of the language's dates in its own letters: "TT.MM.JJJJ", "DD/MM/YYYY". */
function usePattern(): string {
  const { i18n } = useLingui();
  return dateInputPattern(i18n.locale, {
    day: i18n._({ id: 'ui.dateField.letter.day', message: 'D' }),
    month: i18n._({ id: 'ui.dateField.letter.month', message: 'M' }),
    year: i18n._({ id: 'ui.dateField.letter.year', message: 'Y' }),
  });
}

/**
 * The error a form shows when a date field holds text that is no date (the field hands such text
 * on as its value): one wording for every form, with the pattern to follow.
 */
export function useInvalidDateText(): string {
  const { i18n } = useLingui();
  const pattern = usePattern();
  return i18n._({ id: 'ui.dateField.invalid', message: 'Enter a real date as {pattern}.', values: { pattern } });
}

/** What the input shows for a value: the date in the language's form, other text as it is. */
const textOf = (value: string, locale: string) => (isCalendarDate(value) ? formatDateInput(value, locale) : value);

/**
 * A date input in the portal's language (not the browser's): typed or pasted in the language's
 * order ("01.12.2026", "01122026"), normalised when the owner leaves the field, or picked from an
 * accessible month grid. The hint under the label shows the expected pattern ("TT.MM.JJJJ").
 */
export function DateField({ label, hint, error, optional, className, id, name, value, onChange, min, max: latest, past, booked, required, disabled, autoComplete }: DateFieldProps) {
  const max = past ? localToday() : latest;
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const pattern = usePattern();
  const formatHint = i18n._({ id: 'ui.dateField.hint', message: 'Format: {pattern}', values: { pattern } });
  const fieldHint = hint ? `${hint} ${formatHint}` : formatHint;
  const { aria, ...ids } = useFieldIds(id, fieldHint, error);
  const [open, setOpen] = useState(false);
  // The text being typed, and the value and language it was shown for: a new value from outside
  // (filters cleared, a language switch) shows anew.
  const [shown, setShown] = useState({ text: textOf(value, locale), value, locale });
  let text = shown.text;
  if (shown.value !== value || shown.locale !== locale) {
    text = textOf(value, locale);
    setShown({ text, value, locale });
  }

  const emit = (next: string, nextText: string) => {
    setShown({ text: nextText, value: next, locale });
    if (next !== value) onChange(next);
  };
  const commit = (typed: string) => {
    const read = parseDateInput(typed, locale, { max });
    if (read.kind === 'date') emit(read.date, formatDateInput(read.date, locale));
    else emit(read.kind === 'empty' ? '' : typed.trim(), typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter submits the form right after this: the form must see the date, not the old value.
    if (event.key === 'Enter') flushSync(() => commit(event.currentTarget.value));
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <FieldShell {...{ label, hint: fieldHint, error, optional, className }} {...ids}>
      <div className={styles.wrapper}>
        <input
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete ?? 'off'}
          spellCheck={false}
          required={required}
          disabled={disabled}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setShown({ ...shown, text: event.target.value, value, locale });
            // Autofill writes into fields the owner is not in: take its value at once.
            if (document.activeElement !== event.target) commit(event.target.value);
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={onKeyDown}
          {...aria}
        />
        <button type="button" className={styles.action} disabled={disabled} aria-haspopup="dialog" aria-describedby={`${ids.inputId}-for`} onClick={() => setOpen(true)}>
          <CalendarIcon />
          <VisuallyHidden>{i18n._({ id: 'ui.dateField.choose', message: 'Choose date' })}</VisuallyHidden>
        </button>
        {/* Which date the button chooses, read after its name ("Choose date, Arriving from"). */}
        <span id={`${ids.inputId}-for`} hidden>
          {label}
        </span>
      </div>
      {open && (
        <Suspense>
          <DatePicker
            title={label}
            value={isCalendarDate(value) ? value : ''}
            today={localToday()}
            min={min}
            max={max}
            booked={booked}
            onSelect={(date) => {
              setOpen(false);
              emit(date, formatDateInput(date, locale));
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </FieldShell>
  );
}
