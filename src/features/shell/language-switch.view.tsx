import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type UiLocale, UiLocales } from '../../domain/enumerations';
import { Button } from '../../ui/button';
import { ChevronDownIcon, CloseIcon, GlobeIcon } from '../../ui/icon';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { Spinner } from '../../ui/spinner';
import type { localeSwitchMachine } from './locale-switch.machine';
import * as styles from './language-switch.css';

/** Each language by its own name, as people look for their language in their language. */
export const languageNames: Record<UiLocale, string> = {
  cs: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  hr: 'Hrvatski',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
};

export interface LanguageSwitchProps {
  localeSwitch: ActorRefFrom<typeof localeSwitchMachine>;
}

/**
 * The language switch of both headers: a native select (phones show their own picker), with a
 * spinner while the language changes. On phones the header has no room for a language's name, so
 * the closed switch shows its code in full ("DE") and the select lies invisible over it; the
 * choices keep their names.
 */
export function LanguageSwitch({ localeSwitch }: LanguageSwitchProps) {
  const { i18n } = useLingui();
  const id = useId();
  const busy = useSelector(localeSwitch, (s) => s.hasTag('busy'));
  const failed = useSelector(localeSwitch, (s) => s.context.failed);
  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.label}>
        <GlobeIcon label={i18n._({ id: 'shell.language.label', message: 'Language' })} />
      </label>
      <span className={styles.box}>
        <span className={styles.shown} aria-hidden="true">
          {i18n.locale.toUpperCase()}
          <ChevronDownIcon size="sm" />
        </span>
        <select
          id={id}
          className={styles.select}
          value={i18n.locale}
          disabled={busy}
          onChange={(e) => localeSwitch.send({ type: 'locale.choose', locale: e.target.value as UiLocale })}
        >
          {UiLocales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {languageNames[locale]}
            </option>
          ))}
        </select>
      </span>
      {busy && <Spinner size="sm" label={i18n._({ id: 'shell.language.switching', message: 'Changing the language…' })} />}
      {failed && (
        <div role="alert" className={styles.warning}>
          <p className={styles.warningText}>
            {i18n._({ id: 'shell.language.failed', message: 'The language could not be changed. Check your connection and try again.' })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => localeSwitch.send({ type: 'warning.dismiss' })}>
            <CloseIcon />
            <VisuallyHidden>{i18n._({ id: 'shell.language.failedDismiss', message: 'Dismiss the warning' })}</VisuallyHidden>
          </Button>
        </div>
      )}
    </div>
  );
}
