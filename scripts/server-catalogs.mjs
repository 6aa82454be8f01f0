// The server's translations (locales/server/{locale}.po) as an ES module, compiled for Lingui's
// runtime: `export default { de: { id: compiled, … }, … }`. build.mjs bundles it into the server
// (after `lingui compile --strict` has checked that every translation is there); vitest serves the
// same module to the tests. Imported in the code as 'virtual:server-catalogs'.
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readPo } from './po.mjs';

export const SERVER_CATALOGS_ID = 'virtual:server-catalogs';
const locales = ['cs', 'de', 'en', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'];

/** The esbuild plugin that puts the module into a server bundle (build.mjs, test/server/main.test.ts). */
export function serverCatalogsPlugin(root) {
  return {
    name: 'server-catalogs',
    setup(build) {
      build.onResolve({ filter: /^virtual:server-catalogs$/ }, () => ({ path: SERVER_CATALOGS_ID, namespace: 'server-catalogs' }));
      build.onLoad({ filter: /.*/, namespace: 'server-catalogs' }, () => ({
        contents: serverCatalogsModule(root),
        loader: 'js',
        watchFiles: locales.map((locale) => path.join(root, 'locales', 'server', `${locale}.po`)),
      }));
    },
  };
}

/** The module's source text. */
export function serverCatalogsModule(root) {
  const catalogs = {};
  for (const locale of locales) {
    const entries = readPo(path.join(root, 'locales', 'server', `${locale}.po`));
    catalogs[locale] = Object.fromEntries([...entries].filter(([, text]) => text !== '').map(([id, text]) => [id, compileMessage(text)]));
  }
  return `export default ${JSON.stringify(catalogs)};\n`;
}
