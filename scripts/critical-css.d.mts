import type { CssPart } from '../src/server/http/critical-css.ts';
export function cssIndex(css: string): CssPart[];
export function classRulesOf(css: string): string;
