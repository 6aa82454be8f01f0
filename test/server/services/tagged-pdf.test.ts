import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type DocumentContent, renderDocumentPdf } from '../../../src/server/services/document-pdf';
import { writeExport } from '../../../src/server/services/export-table';
import { drawingMarks, markedContentIds, type PdfStructure, readPdfStructure } from '../helpers/pdf-structure';

/** Issue 29.17: every PDF the server makes is tagged, so screen readers can read it. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const statement: DocumentContent = {
  title: 'Jahresabrechnung 2025',
  language: 'de',
  facts: [
    ['Eigentümer', 'Sanne de Vries (100005)'],
    ['Objekt', 'Chalet Matterhornblick (CH3920.110.1)'],
  ],
  table: {
    heading: 'Buchungen',
    columns: [
      { header: 'Datum', width: 2 },
      { header: 'Gast', width: 4 },
      { header: 'Betrag', width: 2, numeric: true },
    ],
    // Enough rows for a second page.
    rows: Array.from({ length: 60 }, (_, index) => [`2025-01-${String((index % 28) + 1).padStart(2, '0')}`, `Gast ${index}`, `${index},50 €`]),
    totals: [['Summe', '', '1.830,00 €']],
  },
  notes: ['Eine Anmerkung.'],
  footer: 'Ausgestellt am 27.11.2026',
};

const exportTable = (rows: number) =>
  writeExport('pdf', {
    locale: 'hr',
    title: 'Isplate',
    subtitle: ['Kuća Jadran', '2025'],
    columns: [
      { header: 'Datum', kind: 'date', width: 10 },
      { header: 'Objekt', kind: 'text', width: 12 },
      { header: 'Iznos', kind: 'money', width: 10 },
    ],
    rows: (async function* () {
      for (let index = 0; index < rows; index++) yield ['2025-03-14', `Kuća ${index}`, index * 1.5];
    })(),
    footer: () => [['Ukupno', '', 10_710]],
  });

/** The catalog says: tagged, in `language`, with its title shown; the info dictionary has the title. */
function expectTaggedCatalog(pdf: Buffer, structure: PdfStructure, language: string, title: string): void {
  expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
  const { catalog, objects } = structure;
  expect(catalog).toContain(`/Lang (${language})`);
  expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
  const dictionaryOf = (key: string) => objects.get(Number(new RegExp(`/${key} (\\d+) 0 R`).exec(catalog)![1]))!;
  expect(dictionaryOf('MarkInfo')).toBe('<< /Marked true >>');
  expect(dictionaryOf('ViewerPreferences')).toContain('/DisplayDocTitle true');
  const info = [...objects.values()].find((dictionary) => dictionary.includes('/Producer'))!;
  expect(objects.get(Number(/\/Title (\d+) 0 R/.exec(info)![1]))).toBe(`(${title})`);
}

/** Reading order: the structure tree's marked content, in tree order, is every page's marked content in drawing order. */
function expectReadingOrder(structure: PdfStructure): void {
  const inTree = structure.elements.flatMap((element) => element.content);
  const drawn = structure.pages.flatMap((stream, page) => markedContentIds(stream).map((mcid) => ({ page, mcid })));
  expect(drawn.length).toBeGreaterThan(0);
  expect(inTree).toEqual(drawn);
}

describe('a generated document (statement, contract, year-end report)', () => {
  it('is tagged: language, title, H1, facts and bookings as tables with headers, paragraphs, in reading order', async () => {
    const pdf = await bytesOf(renderDocumentPdf(statement));
    const structure = readPdfStructure(pdf);
    expectTaggedCatalog(pdf, structure, 'de', 'Jahresabrechnung 2025');

    const outline = structure.elements.filter((element) => element.depth <= 1).map((element) => element.type);
    expect(outline).toEqual(['Document', 'H1', 'Table', 'H2', 'Table', 'P', 'P']);
    const [facts, bookings] = structure.elements.filter((element) => element.type === 'Table').map((table) => structure.elements.indexOf(table));
    const rowsOf = (start: number) => {
      const end = structure.elements.findIndex((element, index) => index > start && element.depth <= 1);
      return structure.elements.slice(start + 1, end).filter((element) => element.depth === 2);
    };
    expect(rowsOf(facts!).map((row) => row.type)).toEqual(['TR', 'TR']);
    // 1 header row, 60 rows and the total.
    expect(rowsOf(bookings!).map((row) => row.type)).toEqual(Array.from({ length: 62 }, () => 'TR'));
    const cells = (from: number) => structure.elements.slice(from).filter((element) => element.depth === 3);
    expect(cells(facts!).slice(0, 2).map((cell) => [cell.type, /\/Scope \/(\w+)/.exec(cell.dictionary)?.[1]])).toEqual([
      ['TH', 'Row'],
      ['TD', undefined],
    ]);
    expect(cells(bookings!).slice(0, 4).map((cell) => [cell.type, /\/Scope \/(\w+)/.exec(cell.dictionary)?.[1]])).toEqual([
      ['TH', 'Column'],
      ['TH', 'Column'],
      ['TH', 'Column'],
      ['TD', undefined],
    ]);
    expectReadingOrder(structure);
  });

  it('marks everything it draws: text as content, the rule under the header as decoration', async () => {
    const structure = readPdfStructure(await bytesOf(renderDocumentPdf(statement)));
    expect(structure.pages).toHaveLength(2);
    for (const page of structure.pages) expect(drawingMarks(page).unmarked).toEqual([]);
    const drawn = structure.pages.flatMap((page) => drawingMarks(page).marked);
    expect(drawn.filter((drawing) => drawing.drawing === 'S')).toEqual([{ drawing: 'S', marks: ['Artifact/Layout'] }]);
    expect(drawn.filter((drawing) => drawing.drawing !== 'S').every((drawing) => drawing.marks.length === 1 && !drawing.marks[0]!.startsWith('Artifact'))).toBe(true);
  });
});

describe('a table export as PDF', () => {
  it('is tagged in the export language: H1, subtitle paragraphs, one table; headers repeated on later pages are pagination', async () => {
    const pdf = await bytesOf(exportTable(150));
    const structure = readPdfStructure(pdf);
    expectTaggedCatalog(pdf, structure, 'hr', 'Isplate');
    expect(structure.elements.filter((element) => element.depth <= 1).map((element) => element.type)).toEqual(['Document', 'H1', 'P', 'P', 'Table']);
    // The header row, 150 rows and the total: one table across the pages.
    expect(structure.elements.filter((element) => element.type === 'TR')).toHaveLength(152);
    expect(structure.elements.filter((element) => element.type === 'TH')).toHaveLength(3);
    expect(structure.pages.length).toBeGreaterThan(1);
    for (const [index, page] of structure.pages.entries()) {
      const marks = drawingMarks(page);
      expect(marks.unmarked).toEqual([]);
      // Each later page starts with the header row again, as pagination a reader skips.
      expect(marks.marked.filter((drawing) => drawing.marks.includes('Artifact/Pagination'))).toHaveLength(index === 0 ? 0 : 3);
    }
    expectReadingOrder(structure);
  });
});
