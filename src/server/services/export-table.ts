import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat, UiLocale } from '../../domain/enumerations';
import { artifact, block, finish, group, taggedPdf } from './tagged-pdf';
import { csvAmount, csvDelimiter, localDate, readableAmount, xlsxDateFormats } from './export-locale';

/**
 * One table written as PDF, XLSX or CSV, streamed: rows come from an async iterator and leave
 * as they are written, so no format holds a whole year of bookings in memory.
 */

export interface ExportColumn {
  readonly header: string;
  /** `date`: ISO days (2025-03-14) or months (2025-03), real dates in XLSX; other text stays text. */
  readonly kind: 'text' | 'money' | 'date';
  /** Relative width (PDF; XLSX scales it to characters, see xlsxWidth). */
  readonly width: number;
}

export type ExportCell = string | number | null;

export interface ExportTable {
  /** The language of the texts, and of the numbers' and dates' forms (export-locale.ts). */
  readonly locale: UiLocale;
  readonly title: string;
  /** Lines under the title (PDF; XLSX above the table; not in CSV, which stays one table). */
  readonly subtitle: readonly string[];
  readonly columns: readonly ExportColumn[];
  /** Money cells are decimal amounts (2 places). */
  readonly rows: AsyncIterable<readonly ExportCell[]>;
  /** Rows after the table (totals), asked for once every row was written. */
  readonly footer: () => readonly (readonly ExportCell[])[];
}

export const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `attachment` with an ASCII fallback name and the exact name in UTF-8 (RFC 6266 / 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Starts writing the table in a format; the returned stream carries the file. */
export function writeExport(format: ExportFormat, table: ExportTable): Readable {
  if (format === 'csv') return writeCsv(table);
  if (format === 'xlsx') return writeXlsx(table);
  return writePdf(table);
}

/** A cell as text in the table's language: amounts by `amount`, dates in the numeric form. */
function cellText(cell: ExportCell, column: ExportColumn | undefined, locale: UiLocale, amount: (value: number, locale: UiLocale) => string): string {
  if (typeof cell === 'number') return column?.kind === 'money' ? amount(cell, locale) : String(cell);
  if (cell === null) return '';
  return column?.kind === 'date' ? localDate(cell, locale) : cell;
}

function writeCsv(table: ExportTable): Readable {
  const { locale } = table;
  const line = (row: readonly ExportCell[]) => row.map((cell, index) => cellText(cell, table.columns[index], locale, csvAmount));
  async function* lines() {
    yield table.columns.map((column) => column.header);
    for await (const row of table.rows) yield line(row);
    for (const row of table.footer()) yield line(row);
  }
  // The BOM makes Excel read the file as UTF-8; CRLF ends each record, as RFC 4180 says; `;`
  // separates fields where the comma is the decimal separator.
  return Readable.from(lines()).pipe(stringify({ bom: true, record_delimiter: 'windows', delimiter: csvDelimiter(locale) }));
}

/** Column width in characters: the relative width scaled to fit its content, never wider than 40. */
export function xlsxWidth(column: ExportColumn): number {
  return Math.min(40, Math.max(10, Math.round(column.width * 1.6)));
}

/** Display formats of the columns: amounts grouped with two places (Excel shows the reader's separators), dates in the table's language. */
function xlsxFormats(locale: UiLocale): Readonly<Record<ExportColumn['kind'], string | undefined>> {
  return { text: undefined, money: '#,##0.00', date: xlsxDateFormats(locale).day };
}

/**
 * A date column's ISO day or month as a spreadsheet date (UTC midnight: exceljs counts days in
 * UTC), so it sorts and filters as one; a month gets its own format. Other cells pass unchanged.
 */
function xlsxCell(cell: ExportCell, column: ExportColumn | undefined, locale: UiLocale): ExportCell | { value: Date; numFmt?: string } {
  if (column?.kind !== 'date' || typeof cell !== 'string') return cell;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  if (day) return { value: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) };
  const month = /^(\d{4})-(\d{2})$/.exec(cell);
  if (month) return { value: new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)), numFmt: xlsxDateFormats(locale).month };
  return cell;
}

function writeXlsx(table: ExportTable): Readable {
  const out = new PassThrough();
  const XLSX_FORMATS = xlsxFormats(table.locale);
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    sheet.columns = table.columns.map((column) => {
      const numFmt = XLSX_FORMATS[column.kind];
      return { width: xlsxWidth(column), style: numFmt ? { numFmt } : {} };
    });
    const addRow = (row: readonly ExportCell[]) => {
      const cells = row.map((cell, index) => xlsxCell(cell, table.columns[index], table.locale));
      const added = sheet.addRow(cells.map((cell) => (cell !== null && typeof cell === 'object' ? cell.value : cell)));
      cells.forEach((cell, index) => {
        if (cell !== null && typeof cell === 'object' && cell.numFmt) added.getCell(index + 1).numFmt = cell.numFmt;
      });
      return added;
    };
    sheet.addRow([table.title]).commit();
    for (const line of table.subtitle) sheet.addRow([line]).commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow(table.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of table.rows) addRow(row).commit();
    for (const row of table.footer()) {
      const added = addRow(row);
      added.font = { bold: true };
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * A tagged PDF (tagged-pdf.ts): the title an H1, the subtitle lines paragraphs, one table whose
 * first row heads the columns; the header row repeated on later pages is pagination (a reader
 * hears it once).
 */
function writePdf(table: ExportTable): Readable {
  const pdf = taggedPdf({ margin: 40, language: table.locale, title: table.title });
  const { doc, root } = pdf;
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const unit = usable / table.columns.reduce((sum, column) => sum + column.width, 0);
  const xs = table.columns.reduce<number[]>((acc, column, index) => [...acc, index === 0 ? left : acc[index - 1]! + table.columns[index - 1]!.width * unit], []);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 14;
  const headers = table.columns.map((column) => column.header);
  let grid: PDFKit.PDFStructureElement | null = null;

  /** One row at doc.y: tagged as a row of the table, or (a repeated header) as pagination. */
  const line = (cells: readonly ExportCell[], font: 'regular' | 'bold', role: 'header' | 'body' | 'repeatedHeader') => {
    if (doc.y > bottom()) {
      doc.addPage();
      line(headers, 'bold', 'repeatedHeader');
    }
    const y = doc.y;
    const row = role === 'repeatedHeader' || !grid ? null : group(pdf, grid, 'TR');
    cells.forEach((cell, index) => {
      const column = table.columns[index];
      if (!column) return;
      const text = cellText(cell, column, table.locale, readableAmount);
      const draw = () =>
        doc.font(font).fontSize(8).text(text, xs[index]!, y, { width: column.width * unit - 4, align: column.kind === 'money' ? 'right' : 'left', height: 10, lineBreak: false, ellipsis: true });
      if (!row) artifact(pdf, 'Pagination', draw);
      else if (role === 'header') block(pdf, row, 'TH', draw, 'Column');
      else block(pdf, row, 'TD', draw);
    });
    row?.end();
    doc.x = left;
    doc.y = y + 12;
  };

  void (async () => {
    block(pdf, root, 'H1', () => doc.font('bold').fontSize(14).text(table.title, left, doc.y));
    for (const subtitle of table.subtitle) block(pdf, root, 'P', () => doc.font('regular').fontSize(9).text(subtitle, left, doc.y));
    doc.moveDown();
    grid = group(pdf, root, 'Table');
    line(headers, 'bold', 'header');
    for await (const row of table.rows) line(row, 'regular', 'body');
    doc.moveDown(0.5);
    for (const row of table.footer()) line(row, 'bold', 'body');
    grid.end();
    finish(pdf);
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
