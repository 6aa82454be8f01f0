import { inflateSync } from 'node:zlib';

/**
 * Reads what a screen reader would use from a PDFKit file (objects uncompressed, content streams
 * deflated): the catalog, the structure tree in reading order, and each page's marked content.
 */
export interface PdfStructure {
  /** The catalog dictionary, whitespace collapsed. */
  readonly catalog: string;
  /** A dictionary by object number, whitespace collapsed. */
  readonly objects: ReadonlyMap<number, string>;
  /** The structure elements depth first (reading order): type, depth, attributes text, marked content. */
  readonly elements: readonly { type: string; depth: number; dictionary: string; content: readonly { page: number; mcid: number }[] }[];
  /** Per page, its content stream. */
  readonly pages: readonly string[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export function readPdfStructure(pdf: Buffer): PdfStructure {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  const streams = new Map<number, Buffer>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\n(endobj|stream\n)/g)) {
    const id = Number(match[1]);
    objects.set(id, collapse(match[2]!));
    if (match[3] === 'stream\n') {
      const start = match.index + match[0].length;
      const end = text.indexOf('\nendstream', start);
      const raw = pdf.subarray(start, end);
      streams.set(id, match[2]!.includes('/FlateDecode') ? inflateSync(raw) : raw);
    }
  }
  const catalog = [...objects.values()].find((dictionary) => dictionary.includes('/Type /Catalog'))!;
  const ref = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);
  const pagesRoot = objects.get(ref(catalog, 'Pages'))!;
  const pageIds = [.../\/Kids \[([^\]]*)\]/.exec(pagesRoot)![1]!.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  const pages = pageIds.map((id) => streams.get(ref(objects.get(id)!, 'Contents'))!.toString('latin1'));

  const elements: PdfStructure['elements'][number][] = [];
  const visit = (id: number, depth: number) => {
    const dictionary = objects.get(id)!;
    const type = /^<< \/S \/(\w+)/.exec(dictionary)?.[1] ?? '?';
    const page = pageIds.indexOf(ref(dictionary, 'Pg'));
    const kids = /\/K \[(.*?)\] (?:\/\w|>>)/.exec(dictionary)?.[1] ?? '';
    const content: { page: number; mcid: number }[] = [];
    const children: number[] = [];
    // Kids are element refs, MCIDs on the element's page, or marked-content references to another page.
    for (const kid of kids.matchAll(/<< \/Type \/MCR \/Pg (\d+) 0 R \/MCID (\d+) >>|(\d+) 0 R|(\d+)/g)) {
      if (kid[1]) content.push({ page: pageIds.indexOf(Number(kid[1])), mcid: Number(kid[2]) });
      else if (kid[3]) children.push(Number(kid[3]));
      else content.push({ page, mcid: Number(kid[4]) });
    }
    elements.push({ type, depth, dictionary, content });
    for (const child of children) visit(child, depth + 1);
  };
  const treeRoot = objects.get(ref(catalog, 'StructTreeRoot'))!;
  for (const match of (/\/K \[([^\]]*)\]/.exec(treeRoot)?.[1] ?? '').matchAll(/(\d+) 0 R/g)) visit(Number(match[1]), 0);
  return { catalog, objects, elements, pages };
}

/**
 * What a page draws (text shown, paths stroked) outside any marked content, and the marks open
 * around each other drawing (a tag, with the Artifact's type: `Artifact/Pagination`).
 */
export function drawingMarks(stream: string): { unmarked: string[]; marked: { drawing: string; marks: string[] }[] } {
  const open: string[] = [];
  const unmarked: string[] = [];
  const marked: { drawing: string; marks: string[] }[] = [];
  for (const event of stream.matchAll(/\/(\w+)\s*(<<[^>]*>>)?\s*B[DM]C|\bEMC\b|[\])>]\s*(T[Jj])\b|^(S)$/gm)) {
    if (event[1]) open.push(event[1] === 'Artifact' ? `Artifact/${/\/Type \/(\w+)/.exec(event[2] ?? '')?.[1] ?? ''}` : event[1]);
    else if (event[0] === 'EMC') open.pop();
    else {
      const drawing = event[3] ?? 'S';
      if (open.length === 0) unmarked.push(drawing);
      else marked.push({ drawing, marks: [...open] });
    }
  }
  return { unmarked, marked };
}

/** The MCIDs a page marks, in drawing order. */
export function markedContentIds(stream: string): number[] {
  return [...stream.matchAll(/\/MCID (\d+)/g)].map((match) => Number(match[1]));
}
