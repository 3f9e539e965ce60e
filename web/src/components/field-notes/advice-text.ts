/**
 * How a note's irrigation advice reads in the person's units and language, on the Notes panel and
 * in the PDF report: "Irrigate 25 mm by 3 Dec", "Irrigate 0.98 in by Dec 3", "Regar 25 mm antes del
 * 3 dic". The day is a calendar day as written: formatted in UTC so no time zone shifts it.
 */
import type { MessageKey } from '@shared/i18n/catalogue';
import type { MessageValues } from '@shared/i18n/translator';
import type { NoteAdvice } from '@shared/teams/schemas';
import type { Format } from '../../lib/i18n/use-format';

type Translate = (key: MessageKey, values?: MessageValues) => string;

export function noteAdviceText(advice: NoteAdvice, t: Translate, f: Format): string {
  const [year = 1970, month = 1, day = 1] = advice.by.split('-').map(Number);
  const when = new Intl.DateTimeFormat(f.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
  return t('fieldwork.noteAdvice', { depth: f.quantity('water', advice.mm), day: when });
}
