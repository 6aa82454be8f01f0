import { writeFile } from 'node:fs/promises';
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
