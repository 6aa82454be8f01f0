// A minimal reader/writer for the PO catalogs Lingui writes (msgid/msgstr pairs, one per block).
import { readFileSync, writeFileSync } from 'node:fs';

const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

/** msgid → msgstr of a PO file (continued msgstr lines joined). */
export function readPo(file) {
  const entries = new Map();
  for (const block of readFileSync(file, 'utf8').split(/\n\n+/)) {
    const id = /^msgid ("(?:[^"\\]|\\.)*")$/m.exec(block);
    const str = /^msgstr ("(?:[^"\\]|\\.)*")((?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block);
    if (!id || !str || unquote(id[1]) === '') continue;
    const continued = (str[2] ?? '').split('\n').filter(Boolean).map(unquote).join('');
    entries.set(unquote(id[1]), unquote(str[1]) + continued);
  }
  return entries;
}

/** Rewrites the msgstr of the given ids in a PO file, leaving every other byte as it was. */
export function writeMsgstrs(file, values) {
  const blocks = readFileSync(file, 'utf8').split(/(\n\n+)/);
  const out = blocks.map((block) => {
    const id = /^msgid ("(?:[^"\\]|\\.)*")$/m.exec(block);
    if (!id || !values.has(unquote(id[1]))) return block;
    return block.replace(/^msgstr "(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*/m, `msgstr ${quote(values.get(unquote(id[1])))}`);
  });
  writeFileSync(file, out.join(''));
}
