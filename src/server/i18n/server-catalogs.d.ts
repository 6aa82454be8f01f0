/** The server catalogs compiled from locales/server/{locale}.po (scripts/server-catalogs.mjs). */
declare module 'virtual:server-catalogs' {
  import type { Messages } from '@lingui/core';

  const catalogs: Record<string, Messages>;
  export default catalogs;
}
