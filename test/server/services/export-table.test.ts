import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { UiLocale } from '../../../src/domain/enumerations';
import { contentDisposition, writeExport } from '../../../src/server/services/export-table';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Statement 2025 - Engadiner Stübli "x" 100%.pdf')).toBe(
      `attachment; filename="Statement 2025 - Engadiner Stubli _x_ 100_.pdf"; filename*=UTF-8''Statement%202025%20-%20Engadiner%20St%C3%BCbli%20%22x%22%20100%25.pdf`,
    );
  });
});

describe('writeExport', () => {
  it('writes a PDF with long texts cut to their column', async () => {
    const rows = (async function* () {
      for (let index = 0; index < 120; index++) yield [`2025-01-${String((index % 28) + 1).padStart(2, '0')}`, `Chalet Matterhornblick sehr lang (CH3920.110.1) ${index} → č ł ő`, index * 1.5];
    })();
    const pdf = await bytesOf(
      writeExport('pdf', {
        locale: 'de',
        title: 'Test',
        subtitle: ['Žluťoučký kůň'],
        columns: [
          { header: 'Date', kind: 'text', width: 10 },
          { header: 'Home', kind: 'text', width: 12 },
          { header: 'Amount', kind: 'money', width: 10 },
        ],
        rows,
        footer: () => [['Total', '', 10_710]],
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.EXPORT_SAMPLE) await writeFile(process.env.EXPORT_SAMPLE, pdf);
  });
});

describe('spreadsheet exports', () => {
  const table = (locale: UiLocale = 'en') => ({
    locale,
    title: 'Statement 2025',
    subtitle: ['Chalet'],
    columns: [
      { header: 'Date', kind: 'date' as const, width: 10 },
      { header: 'Home', kind: 'text' as const, width: 22 },
      { header: 'Amount', kind: 'money' as const, width: 12 },
    ],
    rows: (async function* () {
      yield ['2025-03-14', 'Chalet, "Matterhornblick"', 12.5];
      yield ['2025-04', 'Chalet', 1];
      yield ['2025-05-02', 'Chalet; Süd', -1234.5];
    })(),
    footer: () => [['Total', '', 13.5]],
  });

  it('CSV: UTF-8 with a BOM, every record ends with CRLF, dates and amounts in the British forms', async () => {
    const bytes = await bytesOf(writeExport('csv', table()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1)).toBe(
      'Date,Home,Amount\r\n14/03/2025,"Chalet, ""Matterhornblick""",12.50\r\n04/2025,Chalet,1.00\r\n02/05/2025,Chalet; Süd,-1234.50\r\nTotal,,13.50\r\n',
    );
  });

  it('CSV in German: semicolons between fields, a decimal comma and German dates, so German spreadsheets read numbers as numbers', async () => {
    const text = (await bytesOf(writeExport('csv', table('de')))).toString('utf8').slice(1);
    expect(text).toBe('Date;Home;Amount\r\n14.03.2025;"Chalet, ""Matterhornblick""";12,50\r\n04.2025;Chalet;1,00\r\n02.05.2025;"Chalet; Süd";-1234,50\r\nTotal;;13,50\r\n');
  });

  it("CSV in French, Croatian and Czech: each language's own date form", async () => {
    const firstDate = async (locale: UiLocale) => (await bytesOf(writeExport('csv', table(locale)))).toString('utf8').split('\r\n')[1]!.split(';')[0];
    expect(await firstDate('fr')).toBe('14/03/2025');
    expect(await firstDate('hr')).toBe('14. 03. 2025.');
    expect(await firstDate('cs')).toBe('14. 3. 2025');
  });

  it('XLSX: dates are dates with a date format, other cells stay as they are, widths are sensible', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(writeExport('xlsx', table()))) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    // Title, subtitle, blank line, header: the first data row is row 5.
    const day = sheet.getRow(5).getCell(1);
    expect(day.value).toEqual(new Date(Date.UTC(2025, 2, 14)));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    const month = sheet.getRow(6).getCell(1);
    expect(month.value).toEqual(new Date(Date.UTC(2025, 3, 1)));
    expect(month.numFmt).toBe('mm/yyyy');
    expect(sheet.getRow(8).getCell(1).value).toBe('Total');
    expect(sheet.getRow(5).getCell(3).value).toBe(12.5);
    for (let column = 1; column <= 3; column++) expect(sheet.getColumn(column).width).toBeLessThanOrEqual(40);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });

  it('XLSX in German: amounts stay numbers with a number format, dates are dates shown the German way', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(writeExport('xlsx', table('de')))) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(5).getCell(1).value).toEqual(new Date(Date.UTC(2025, 2, 14)));
    expect(sheet.getRow(5).getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(6).getCell(1).numFmt).toBe('mm.yyyy');
    expect(sheet.getRow(7).getCell(3).value).toBe(-1234.5);
    expect(sheet.getRow(7).getCell(3).numFmt).toBe('#,##0.00');
  });

});
