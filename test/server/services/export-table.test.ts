import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
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
  const table = () => ({
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
    })(),
    footer: () => [['Total', '', 13.5]],
  });

  it('CSV: every record ends with CRLF', async () => {
    const text = (await bytesOf(writeExport('csv', table()))).toString('utf8').replace(/^\uFEFF/, '');
    expect(text).toBe('Date,Home,Amount\r\n2025-03-14,"Chalet, ""Matterhornblick""",12.50\r\n2025-04,Chalet,1.00\r\nTotal,,13.50\r\n');
  });

  it('XLSX: dates are dates with a date format, other cells stay as they are, widths are sensible', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(writeExport('xlsx', table()))) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    // Title, subtitle, blank line, header: the first data row is row 5.
    const day = sheet.getRow(5).getCell(1);
    expect(day.value).toEqual(new Date(Date.UTC(2025, 2, 14)));
    expect(day.numFmt).toBe('yyyy-mm-dd');
    const month = sheet.getRow(6).getCell(1);
    expect(month.value).toEqual(new Date(Date.UTC(2025, 3, 1)));
    expect(month.numFmt).toBe('yyyy-mm');
    expect(sheet.getRow(7).getCell(1).value).toBe('Total');
    expect(sheet.getRow(5).getCell(3).value).toBe(12.5);
    for (let column = 1; column <= 3; column++) expect(sheet.getColumn(column).width).toBeLessThanOrEqual(40);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });
});
