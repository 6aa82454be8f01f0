export interface StagedMeta {
  inputs: Record<string, { imports?: { path: string; kind: string }[] }>;
  outputs: Record<string, { bytes?: number; entryPoint?: string; imports: { path: string; kind: string }[]; cssBundle?: string; inputs?: Record<string, unknown> }>;
}
export type Tier = 'boot' | 'container' | 'members' | 'sign-in' | 'common' | 'schemas' | 'shared';
export function tiersOf(meta: StagedMeta): Map<string, Tier>;
export function regroupChunks(options: { root: string; meta: StagedMeta; stage: string; client: string }): Promise<StagedMeta>;
