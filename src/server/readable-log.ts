/**
 * Pino's JSON log lines made readable for a person at a terminal (`npm start`): time, level,
 * message, then the other fields as key=value; an error's stack on the lines below. serve.ts uses
 * it only when stdout is a TTY: log collectors keep getting one JSON object per line.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, shown in the line's head or not at all. */
const HEAD = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

function value(field: unknown): string {
  if (typeof field === 'string') return /\s|=|"/.test(field) ? JSON.stringify(field) : field;
  return JSON.stringify(field);
}

/** One JSON log line as a readable line; a line that is not a JSON object passes unchanged. */
export function readableLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return line.trimEnd();
    entry = parsed as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = (typeof entry.level === 'number' ? LEVELS[entry.level] : undefined) ?? String(entry.level ?? '');
  const fields: string[] = [];
  let stack = '';
  for (const [key, field] of Object.entries(entry)) {
    if (HEAD.has(key) || field === undefined) continue;
    if (key === 'err' && typeof field === 'object' && field !== null && typeof (field as { stack?: unknown }).stack === 'string') {
      stack = `\n    ${(field as { stack: string }).stack.split('\n').join('\n    ')}`;
      continue;
    }
    fields.push(`${key}=${value(field)}`);
  }
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  return `${time} ${level.padEnd(5)} ${[message, ...fields].filter(Boolean).join(' ')}${stack}`;
}

/** A pino destination that writes readable lines to `out` (pino writes one JSON line per call). */
export function readableLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(`${readableLogLine(line)}\n`);
    },
  };
}
