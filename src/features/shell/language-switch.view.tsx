import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type UiLocale, UiLocales } from '../../domain/enumerations';
import { GlobeIcon } from '../../ui/icon';
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
 * spinner while the language changes.
 */
export function LanguageSwitch({ localeSwitch }: LanguageSwitchProps) {
  const { i18n } = useLingui();
  const id = useId();
  const busy = useSelector(localeSwitch, (s) => s.hasTag('busy'));
  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.label}>
        <GlobeIcon label={i18n._({ id: 'shell.language.label', message: 'Language' })} />
      </label>
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
      {busy && <Spinner size="sm" label={i18n._({ id: 'shell.language.switching', message: 'Changing the language…' })} />}
    </div>
  );
}
