/**
 * The report's font: Helvetica while every name fits Windows-1252, else DejaVu Sans embedded, so
 * 'Ōtaki', 'Łąka' and 'Ферма' read back from the PDF as written (jsPDF and pdftotext, for real).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import {
  fitsStandardFont,
  reportFontFamily,
  STANDARD_FONT,
  UNICODE_FONT,
  type FontFileLoader,
} from '../../../../web/src/features/report/pdf/report-font';

const fontDir = join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf');
const loaded: string[] = [];
const fromDisk: FontFileLoader = async (url) => {
  loaded.push(basename(url));
  const bytes = readFileSync(join(fontDir, basename(url)));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

function textOf(doc: jsPDF): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-font-'));
  try {
    const path = join(dir, 'r.pdf');
    writeFileSync(path, Buffer.from(doc.output('arraybuffer')));
    return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('report font', () => {
  it('keeps Helvetica for Windows-1252 text, accents, € and dashes included', () => {
    expect(fitsStandardFont(['Riverbend Farm', 'Café Müller – Šumava €', 'Clay-Loam', '25.0 %', '10 cm', ''])).toBe(
      true,
    );
    for (const name of ['Ōtaki', 'Łąka', 'Ферма', 'Ελιές', '农场', 'tab\there', 'emoji 🌽'])
      expect(fitsStandardFont(['Farm', name]), name).toBe(false);
  });

  it('loads nothing for a Latin-1 report', async () => {
    loaded.length = 0;
    const doc = new jsPDF();
    expect(await reportFontFamily(doc, ['Riverbend Farm', 'Café'], fromDisk)).toBe(STANDARD_FONT);
    expect(loaded).toEqual([]);
  });

  it('embeds DejaVu Sans (normal and bold) when a name needs it, and the PDF reads back as written', async () => {
    loaded.length = 0;
    const doc = new jsPDF({ compress: true });
    const names = ['Ōtaki Ферма', 'Łąka Ελιές'];
    const family = await reportFontFamily(doc, names, fromDisk);
    expect(family).toBe(UNICODE_FONT);
    expect(loaded.sort()).toEqual(['DejaVuSans-Bold.ttf', 'DejaVuSans.ttf']);
    doc.setFont(family, 'normal');
    doc.text(names[0]!, 10, 20);
    doc.setFont(family, 'bold');
    doc.text(names[1]!, 10, 30);
    const text = textOf(doc);
    expect(text).toContain('Ōtaki Ферма');
    expect(text).toContain('Łąka Ελιές');
  });

  it('Helvetica alone would not have printed them (what this is for)', () => {
    const doc = new jsPDF();
    doc.setFont(STANDARD_FONT, 'normal');
    doc.text('Ōtaki Ферма', 10, 20);
    expect(textOf(doc)).not.toContain('Ферма');
  });
});
