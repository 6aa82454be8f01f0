import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// English source messages. test/support/dom-setup.ts unmounts after each test.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `render` inside the Lingui provider, passed as `wrapper` so that `rerender` keeps it. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
