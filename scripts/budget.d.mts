export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export function initialFiles(meta: unknown, lazySources: string[]): { js: string[]; css: string[] };
export function routeBudget(lazySources: string[]): { files: number; js: Sizes; css: Sizes };
export function lazyChunks(): { file: string; gzip: number }[];
export function isBuiltSource(source: string): boolean;
export function clientFiles(test: (name: string) => boolean): string[];
export function catalogBudget(lazySources: string[], locale?: string): Sizes;
