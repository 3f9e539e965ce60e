/**
 * A refusal said once: its key in the `refusals` catalogue area and its variable parts. The API's
 * English message is rendered from the English catalogue (so the code and the text cannot disagree),
 * and the answer carries the code and values too, which the web app renders in its reader's language.
 */
import { ENGLISH_MESSAGES, type MessageKey } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';

export type RefusalKey = Extract<MessageKey, `refusals.${string}`>;
/** Only strings and numbers: what an answer's `values` may carry. */
export type RefusalValues = Readonly<Record<string, string | number>>;

/** What an AppError carries besides its English message: the code (the key within the area) and values. */
export interface Refusal {
  code: string;
  values: RefusalValues;
}

/** A refusal's English message with its code: pass it to an AppError in place of a message. */
export interface Said {
  message: string;
  refusal: Refusal;
}

const ENGLISH = translatorFor('en-AU', ENGLISH_MESSAGES);
const PREFIX = 'refusals.';

export function refusal(key: RefusalKey, values: RefusalValues = {}): Said {
  return { message: ENGLISH.t(key, values), refusal: { code: key.slice(PREFIX.length), values } };
}
