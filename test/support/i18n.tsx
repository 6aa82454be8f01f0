import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ReactElement } from 'react';
import { readPo } from '../../scripts/po.mjs';
import { withSentenceStops } from '../../src/i18n/sentence-stops';

/** An i18n instance with the given catalog (empty: texts are the English source messages). */
export function testI18n(locale = 'en', messages: Messages = {}): I18n {
  const i18n = withSentenceStops(setupI18n());
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

/** Renders inside the Lingui provider, as the app does. */
export function renderWithI18n(ui: ReactElement, i18n: I18n = testI18n()): RenderResult {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

/** An i18n instance over a locale's real catalog (locales/<locale>/messages.po), compiled as it loads. */
export function catalogI18n(locale: string): I18n {
  const i18n = withSentenceStops(setupI18n());
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: Object.fromEntries(readPo(path.join(import.meta.dirname, '../../locales', locale, 'messages.po'))) });
  return i18n;
}
