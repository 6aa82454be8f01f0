import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22.1: no server text outside the catalogs. Every string literal in src/server/services and
 * src/server/integrations that reads like words for a person fails this test, unless it is one of
 * the few kinds of text that are not for people (the list below, each with its reason).
 */
const ROOTS = ['src/server/services', 'src/server/integrations'];

/** Words for a person: two words of letters side by side (codes, keys, SQL fragments and paths have none). */
const LOOKS_LIKE_WORDS = /\p{L}{2,}[ ,]+\p{L}{2,}/u;

/** Calls whose text argument is for the operator or the program, never shown to a person. */
const TECHNICAL_CALLS = new Set([
  // log lines (pino): read by operators, in English by design
  'info',
  'warn',
  'error',
  'debug',
  'trace',
  'fatal',
  // BackgroundTasks.run(name, task): the name goes into the log line of a failure
  'run',
  // the iCal fetcher's failed(code, detail): the owner sees the code, the log the detail
  'failed',
]);

/** Properties whose value is for programs: HTTP headers, and the log detail beside an error code. */
const TECHNICAL_PROPERTIES = /^['"]?(accept|accept-encoding|content-type|user-agent|detail)['"]?$/i;

/** Where a literal stands, as the allow-list sees it; null when it is allowed. */
function offence(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string | null {
  const text = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : node.text;
  // Markup (the HTML frame of an e-mail) is no text of its own.
  if (!LOOKS_LIKE_WORDS.test(text) || text.trimStart().startsWith('<')) return null;
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    // A catalog message: `{ id: '…', message: '…' }` (the English source text Lingui extracts).
    if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'message' && ts.isObjectLiteralExpression(parent.parent)) {
      if (parent.parent.properties.some((property) => property.name?.getText() === 'id')) return null;
    }
    if (ts.isPropertyAssignment(parent) && child === parent.initializer && TECHNICAL_PROPERTIES.test(parent.name.getText())) return null;
    // Errors are for the log and the HTTP layer, which answers with codes the client translates.
    if (ts.isNewExpression(parent) && /Error$|^Failure$|Unavailable$/.test(parent.expression.getText())) return null;
    if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.SuperKeyword) return null;
    if (ts.isCallExpression(parent) && child !== parent.expression) {
      const callee = parent.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
      if (TECHNICAL_CALLS.has(name)) return null;
    }
    // Tagged templates are SQL or other machine text.
    if (ts.isTaggedTemplateExpression(parent)) return null;
    // Imports and type positions are no texts.
    if (ts.isImportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return null;
    if (ts.isStatement(parent)) break;
  }
  return text;
}

/** Literals that are words and yet no text for a person, each with why. */
const ALLOWED: ReadonlyArray<{ readonly file: string; readonly text: RegExp; readonly why: string }> = [
  { file: '.ts', text: /^Owner Portal$/, why: "the product's name (passkey dialogs, the iCal PRODID): a proper name, the same in every language" },
  { file: 'pg-notify-bus.ts', text: /^owner-portal live events$/, why: "PostgreSQL's application_name of the listening connection" },
  { file: 'ical-parser.ts', text: /^(RRULE FREQ=|DURATION too long|DTEND too far)/, why: 'the log detail of a feed refused as too_complex (the owner sees the code)' },
  { file: 'model-review-summariser.ts', text: /./, why: 'the instructions to the language model, which writes the summary in the owner\'s language; no person reads them' },
];

function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = offence(node);
      if (text !== null && !ALLOWED.some((allowed) => file.endsWith(allowed.file) && allowed.text.test(text))) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server texts', () => {
  it('are catalog messages: no sentence for a person is left as a literal in services or integrations', () => {
    const offences = ROOTS.flatMap(filesUnder).flatMap((file) => literalTexts(file).map((text) => `${file}: ${JSON.stringify(text)}`));
    expect(offences).toEqual([]);
  });

  it('would catch one', () => {
    const file = path.join('test/fixtures', 'literal-text.ts');
    const source = ts.createSourceFile(file, "const subject = 'Your code is ready';\nlog.warn({}, 'outbox round failed');\nconst m = { id: 'a.b', message: 'Fine text' };", ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node)) {
        const text = offence(node);
        if (text !== null) found.push(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(found).toEqual(['Your code is ready']);
  });
});
