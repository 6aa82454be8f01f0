import type { AnyStateMachine, StateNode } from 'xstate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's states, whatever its context and events
type Node = StateNode<any, any>;

export interface Edge {
  from: string;
  to: string;
  label: string;
}

/** Human-readable event names: invoke results read as "login done" / "login error", delays as "after 400 ms". */
function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} error`;
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  const final = /^xstate\.done\.state\./.exec(eventType);
  return final ? 'done' : eventType;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return ` [${String((guard as { type: unknown }).type)}]`;
  return ' [guarded]';
}

const idOf = (node: Node) => node.path.join('.') || node.machine.id;

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of Object.values(node.states)) walk(child as Node, visit);
}

/** Every transition of a machine as an edge between state ids (targetless transitions as self-loops). */
export function edgesOf(machine: AnyStateMachine): Edge[] {
  const edges: Edge[] = [];
  walk(machine.root as Node, (node) => {
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) {
        const targets = t.target?.length ? t.target : [node];
        for (const target of targets) edges.push({ from: idOf(node), to: idOf(target as Node), label: `${eventLabel(eventType)}${guardLabel(t.guard)}` });
      }
    }
  });
  return edges;
}

/** A Mermaid state diagram of the machine (nested states, initial states, final states, invokes). */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const emit = (node: Node, indent: string) => {
    const children = Object.values(node.states) as Node[];
    if (node.initial?.target?.[0]) lines.push(`${indent}[*] --> ${idOf(node.initial.target[0] as Node).replaceAll('.', '_')}`);
    for (const child of children) {
      const id = idOf(child).replaceAll('.', '_');
      const invokes = child.invoke.map((i) => `invoke ${String(i.id)}`).join(', ');
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${child.key} as ${id} {`);
        emit(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}${invokes ? ` (${invokes})` : ''}" as ${id}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
  };
  emit(machine.root as Node, '  ');
  for (const e of edgesOf(machine)) lines.push(`  ${e.from.replaceAll('.', '_')} --> ${e.to.replaceAll('.', '_')}: ${e.label}`);
  return `${lines.join('\n')}\n`;
}

/** The same machine as a Graphviz digraph, for the SVG. */
export function toDot(machine: AnyStateMachine): string {
  const lines = [`digraph "${machine.id}" {`, '  rankdir=LR;', '  node [shape=box, style=rounded, fontname="Helvetica"];', '  edge [fontname="Helvetica", fontsize=10];'];
  const cluster = (node: Node, indent: string) => {
    for (const child of Object.values(node.states) as Node[]) {
      const id = JSON.stringify(idOf(child));
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}subgraph ${JSON.stringify(`cluster_${idOf(child)}`)} {`, `${indent}  label=${JSON.stringify(child.key)};`);
        cluster(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        const invokes = child.invoke.map((i) => `\\ninvoke ${String(i.id)}`).join('');
        lines.push(`${indent}${id} [label="${child.key}${invokes}"${child.type === 'final' ? ', peripheries=2' : ''}];`);
      }
    }
  };
  cluster(machine.root as Node, '  ');
  for (const e of edgesOf(machine)) lines.push(`  ${JSON.stringify(e.from)} -> ${JSON.stringify(e.to)} [label=${JSON.stringify(e.label)}];`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
