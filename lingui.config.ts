import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Explicit message ids everywhere (no macros: esbuild runs no Babel). `en` is the source.
// Two catalogs: the SPA's (locales/{locale}/messages.po) and the server's texts (locales/server/{locale}.po:
// mails and text messages),
// so the client bundles never carry the server's texts and the server bundle compiles its own in.
export default defineConfig({
  locales: ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/server/**'] },
    { path: '<rootDir>/locales/server/{locale}', include: ['<rootDir>/src/server'] },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
