import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { toDot, toMermaid } from './machine-diagram';
import { loadMachines } from './machines';

/** The files of docs/machines/: a Mermaid source and an SVG per machine. */
export async function renderDiagrams(): Promise<Record<string, string>> {
  const graphviz = await Graphviz.load();
  const files: Record<string, string> = {};
  for (const [name, machine] of Object.entries(await loadMachines())) {
    files[`${name}.mmd`] = toMermaid(machine);
    files[`${name}.svg`] = graphviz.dot(toDot(machine), 'svg');
  }
  return files;
}
