/**
 * The report's font. jsPDF's standard fonts (Helvetica) print only Windows-1252: Latin-1 and a few
 * more. A farm, field, zone, crop, soil, sensor or user name beyond it ('Ōtaki', 'Łąka', 'Ферма',
 * 'Ελιές') came out as other letters. Such a report embeds DejaVu Sans instead, fetched only then
 * (two TTF files, same origin) and subset into the PDF by jsPDF. DejaVu covers Latin, Greek,
 * Cyrillic, Armenian, Georgian and Hebrew; scripts it lacks (Chinese, Japanese, Korean, Indic, Thai)
 * are left out of the PDF's text.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

export const STANDARD_FONT = 'helvetica';
export const UNICODE_FONT = 'DejaVuSans';

/** Windows-1252's letters in 0x80–0x9F (the rest of it is Latin-1). */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether Helvetica prints every character of these texts as written. */
export function fitsStandardFont(texts: readonly string[]): boolean {
  for (const text of texts) {
    for (const ch of text) {
      const c = ch.codePointAt(0)!;
      if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || c === 0x0a || CP1252_EXTRA.has(ch)) continue;
      return false;
    }
  }
  return true;
}

/** How the font files are read: fetched from the app's own origin (tests read them from disk). */
export type FontFileLoader = (url: string) => Promise<ArrayBuffer>;

const fetchFile: FontFileLoader = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${url}: ${res.status}`);
  return res.arrayBuffer();
};

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  // In slices: one String.fromCharCode call with a million arguments overflows the stack.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const UNICODE_FONT_FILES = { normal: regularUrl, bold: boldUrl } as const;

/**
 * The family to print these texts in: Helvetica when it can, else DejaVu Sans, registered on
 * `doc` (normal and bold) here.
 */
export async function reportFontFamily(
  doc: JsPdf,
  texts: readonly string[],
  load: FontFileLoader = fetchFile,
): Promise<string> {
  if (fitsStandardFont(texts)) return STANDARD_FONT;
  const files = await Promise.all(
    Object.entries(UNICODE_FONT_FILES).map(async ([style, url]) => ({ style, url, data: base64(await load(url)) })),
  );
  for (const f of files) {
    const name = `${UNICODE_FONT}-${f.style}.ttf`;
    doc.addFileToVFS(name, f.data);
    doc.addFont(name, UNICODE_FONT, f.style);
  }
  return UNICODE_FONT;
}
