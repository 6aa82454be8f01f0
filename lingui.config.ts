import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Explicit message ids everywhere (no macros: esbuild runs no Babel). `en` is the source.
export default defineConfig({
  locales: ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'],
  sourceLocale: 'en',
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/server/**'] }],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
