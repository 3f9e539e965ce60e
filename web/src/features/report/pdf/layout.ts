/**
 * The report's page geometry: A4 portrait in millimetres with one margin all round, a footer
 * band for "Page n of m", charts drawn 300 px high at a width that fills the text column, and
 * rendered at print resolution (about 200 dpi on paper).
 */
import { format } from 'date-fns';

export const PAGE = { width: 210, height: 297 } as const;
export const MARGIN = 15;
/** The footer sits in the bottom margin. */
export const FOOTER_Y = PAGE.height - 8;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const CONTENT_BOTTOM = PAGE.height - MARGIN;

/** Chart size in CSS pixels: the report's charts are 300 high. */
export const REPORT_CHART_HEIGHT = 300;
export const REPORT_CHART_WIDTH = 760;
/** Device pixels per CSS pixel when drawing for print. */
export const PRINT_SCALE = 2;

export const FONT = { title: 18, heading: 13, subheading: 10.5, body: 9.5, small: 8 } as const;
/** Space after a block, mm. */
export const GAP = 5;

/** Height in mm of an image `widthPx`×`heightPx` drawn `widthMm` wide. */
export const heightAt = (widthPx: number, heightPx: number, widthMm: number): number => (heightPx / widthPx) * widthMm;

/** Dots per inch of an image `widthPx` wide drawn `widthMm` wide. */
export const dpiAt = (widthPx: number, widthMm: number): number => widthPx / (widthMm / 25.4);

/**
 * Where a block `height` mm tall goes when the cursor stands at `y`: on this page, or at the top
 * of a new one when it would cross the bottom margin (a block taller than a page starts a page).
 */
export function place(y: number, height: number): { newPage: boolean; y: number } {
  if (y + height <= CONTENT_BOTTOM || y <= MARGIN) return { newPage: false, y };
  return { newPage: true, y: MARGIN };
}

/** The file name: the field's name, then the start and end dates. */
export function reportFileName(fieldName: string, start: Date, end: Date): string {
  const safe =
    fieldName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'field';
  return `${safe}_${format(start, 'dd-MM-yyyy')}_${format(end, 'dd-MM-yyyy')}.pdf`;
}
