export function sourcesFor(name: string): string[];
export function groupOf(input: string): string;
export function whyBytes(
  sources: string[],
  meta?: unknown,
): { files: { file: string; gzip: number; modules: number }[]; modules: [string, number][]; groups: [string, number][]; total: number };
export function importChain(sources: string[], group: string, meta?: unknown): string[] | null;
