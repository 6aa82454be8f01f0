import type { Readable } from 'node:stream';
import { artifact, block, finish, group, taggedPdf } from './tagged-pdf';

/** A column of a document's table: relative width; numbers align right. */
export interface DocumentColumn {
  readonly header: string;
  readonly width: number;
  readonly numeric?: boolean;
}

/** What one generated document says, already in its language. */
export interface DocumentContent {
  readonly title: string;
  readonly language: string;
  /** Label and value lines under the title (owner, home, period…). */
  readonly facts: readonly (readonly [label: string, value: string])[];
  readonly table: {
    /** A heading over the table, when the facts above do not already say what it lists. */
    readonly heading: string | null;
    readonly columns: readonly DocumentColumn[];
    readonly rows: readonly (readonly string[])[];
    /** Sum lines in bold after the rows. */
    readonly totals: readonly (readonly string[])[];
  } | null;
  /** Paragraphs after the table. */
  readonly notes: readonly string[];
  /** The small line at the bottom (where and when it was issued). */
  readonly footer: string;
}

/**
 * Renders a document as a tagged A4 PDF with DejaVu Sans (every letter of the ten languages),
 * streamed: the title is the H1, the facts a table of label (row header) and value, the table's
 * heading an H2 over a table with a header row, notes and footer paragraphs; the rule under the
 * header row is decoration.
 */
export function renderDocumentPdf(content: DocumentContent): Readable {
  const pdf = taggedPdf({ margin: 50, language: content.language, title: content.title });
  const { doc, root } = pdf;
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;

  block(pdf, root, 'H1', () => doc.font('bold').fontSize(18).text(content.title, left, doc.y));
  doc.moveDown(0.8);
  const labelWidth = 150;
  if (content.facts.length > 0) {
    const facts = group(pdf, root, 'Table');
    for (const [label, value] of content.facts) {
      const y = doc.y;
      const row = group(pdf, facts, 'TR');
      block(pdf, row, 'TH', () => doc.font('bold').fontSize(10).text(label, left, y, { width: labelWidth - 8 }), 'Row');
      const afterLabel = doc.y;
      block(pdf, row, 'TD', () => doc.font('regular').fontSize(10).text(value, left + labelWidth, y, { width: usable - labelWidth }));
      row.end();
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
    facts.end();
  }

  if (content.table) {
    const { columns, rows, totals, heading } = content.table;
    doc.moveDown(1);
    if (heading) {
      block(pdf, root, 'H2', () => doc.font('bold').fontSize(12).text(heading, left, doc.y));
      doc.moveDown(0.4);
    }
    const unit = usable / columns.reduce((sum, column) => sum + column.width, 0);
    const xs = columns.reduce<number[]>((acc, column, index) => [...acc, index === 0 ? left : acc[index - 1]! + columns[index - 1]!.width * unit], []);
    const table = group(pdf, root, 'Table');
    const line = (cells: readonly string[], font: 'regular' | 'bold', header: boolean) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
      const y = doc.y;
      const row = group(pdf, table, 'TR');
      cells.forEach((cell, index) => {
        const column = columns[index];
        if (!column) return;
        const draw = () => doc.font(font).fontSize(9).text(cell, xs[index]!, y, { width: column.width * unit - 6, align: column.numeric ? 'right' : 'left', lineBreak: false, ellipsis: true });
        if (header) block(pdf, row, 'TH', draw, 'Column');
        else block(pdf, row, 'TD', draw);
      });
      row.end();
      doc.y = y + 15;
    };
    line(columns.map((column) => column.header), 'bold', true);
    artifact(pdf, 'Layout', () => doc.moveTo(left, doc.y - 3).lineTo(left + usable, doc.y - 3).lineWidth(0.5).stroke());
    for (const row of rows) line(row, 'regular', false);
    for (const row of totals) line(row, 'bold', false);
    table.end();
  }

  doc.moveDown(1);
  for (const note of content.notes) {
    block(pdf, root, 'P', () => doc.font('regular').fontSize(9).text(note, left, doc.y, { width: usable }));
    doc.moveDown(0.5);
  }
  block(pdf, root, 'P', () => doc.font('regular').fontSize(8).fillColor('#555555').text(content.footer, left, doc.y + 10, { width: usable }));
  finish(pdf);
  return doc;
}
