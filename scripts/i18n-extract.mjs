// npm run i18n:extract: updates locales/*/messages.po and locales/server/*.po from the code. Where the English text of
// an existing id changed, the en catalog takes the new text and the other catalogs lose their
// translation of it, so the tests ask for a new one instead of shipping a stale one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readPo, writeMsgstrs } from './po.mjs';

const root = path.resolve(import.meta.dirname, '..');
const locales = ['cs', 'de', 'es', 'fr', 'hr', 'it', 'nl', 'pl', 'pt'];
const lingui = (...args) => {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), ...args], { cwd: root, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8' });
  process.stderr.write(result.stderr);
  // Lingui skips a file it cannot parse and still exits 0, leaving that file's messages out.
  if (result.status !== 0 || result.stderr.includes('Cannot process file')) process.exit(result.status || 1);
};

lingui('extract', '--clean');
lingui('extract-template');
// Both catalogs: the SPA's (messages) and the server's (server).
const catalogs = [
  { template: 'locales/messages.pot', po: (locale) => `locales/${locale}/messages.po` },
  { template: 'locales/server/messages.pot', po: (locale) => `locales/server/${locale}.po` },
];
for (const catalog of catalogs) {
  const source = readPo(path.join(root, catalog.template));
  const english = readPo(path.join(root, catalog.po('en')));
  const changed = new Map([...source].filter(([id, text]) => english.get(id) !== text));
  if (changed.size === 0) continue;
  writeMsgstrs(path.join(root, catalog.po('en')), changed);
  const cleared = new Map([...changed.keys()].map((id) => [id, '']));
  for (const locale of locales) writeMsgstrs(path.join(root, catalog.po(locale)), cleared);
  console.log(`English changed for ${changed.size} message(s) of ${catalog.template}; their translations need redoing: ${[...changed.keys()].join(', ')}`);
}
