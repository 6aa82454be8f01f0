import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { FONT_BOLD, FONT_REGULAR } from './export-table';

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

/** Renders a document as an A4 PDF with DejaVu Sans (every letter of the ten languages), streamed. */
export function renderDocumentPdf(content: DocumentContent): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: content.language, info: { Title: content.title } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(content.title, left, doc.y);
  doc.moveDown(0.8);
  const labelWidth = 150;
  for (const [label, value] of content.facts) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(label, left, y, { width: labelWidth - 8 });
    const afterLabel = doc.y;
    doc.font('regular').fontSize(10).text(value, left + labelWidth, y, { width: usable - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 3;
  }

  if (content.table) {
    const { columns, rows, totals, heading } = content.table;
    doc.moveDown(1);
    if (heading) {
      doc.font('bold').fontSize(12).text(heading, left, doc.y);
      doc.moveDown(0.4);
    }
    const unit = usable / columns.reduce((sum, column) => sum + column.width, 0);
    const xs = columns.reduce<number[]>((acc, column, index) => [...acc, index === 0 ? left : acc[index - 1]! + columns[index - 1]!.width * unit], []);
    const line = (cells: readonly string[], font: 'regular' | 'bold') => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
      const y = doc.y;
      doc.font(font).fontSize(9);
      cells.forEach((cell, index) => {
        const column = columns[index];
        if (column) doc.text(cell, xs[index]!, y, { width: column.width * unit - 6, align: column.numeric ? 'right' : 'left', lineBreak: false, ellipsis: true });
      });
      doc.y = y + 15;
    };
    line(columns.map((column) => column.header), 'bold');
    doc.moveTo(left, doc.y - 3).lineTo(left + usable, doc.y - 3).lineWidth(0.5).stroke();
    for (const row of rows) line(row, 'regular');
    for (const row of totals) line(row, 'bold');
  }

  doc.moveDown(1);
  for (const note of content.notes) {
    doc.font('regular').fontSize(9).text(note, left, doc.y, { width: usable });
    doc.moveDown(0.5);
  }
  doc.font('regular').fontSize(8).fillColor('#555555').text(content.footer, left, doc.y + 10, { width: usable });
  doc.end();
  return doc;
}
