/** How a note's irrigation advice reads, the same in the app, the PDF report and the e-mail. */
import type { NoteAdvice } from './schemas';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Irrigate 25 mm by 3 Dec" (the date as written: a calendar day, no time zone to shift it). */
export function adviceText(advice: NoteAdvice): string {
  const [, month, day] = advice.by.split('-').map(Number);
  const mm = Number(advice.mm.toFixed(1));
  return `Irrigate ${mm} mm by ${day} ${MONTHS[(month ?? 1) - 1] ?? ''}`.trim();
}
