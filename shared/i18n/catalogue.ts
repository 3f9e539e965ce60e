/**
 * The catalogues as the i18n library reads them: one flat map per language, '<area>.<key>' → ICU
 * text, and the type of every key. English is the source and the fallback.
 */
import { EN } from './messages/en';
import type { Language } from './locales';

type Areas = typeof EN;
/** Every message key: '<area>.<key>' (a typo fails `tsc`). */
export type MessageKey = { [A in keyof Areas & string]: `${A}.${keyof Areas[A] & string}` }[keyof Areas & string];
export type FlatMessages = Readonly<Record<MessageKey, string>>;

/** '<area>.<key>' → text, from a catalogue of areas. */
export function flatten(areas: Readonly<Record<string, Readonly<Record<string, string>>>>): FlatMessages {
  const flat: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [area, messages] of Object.entries(areas)) {
    for (const [key, text] of Object.entries(messages)) flat[`${area}.${key}`] = text;
  }
  return flat as FlatMessages;
}

export const ENGLISH_MESSAGES: FlatMessages = flatten(EN);

/** A language's messages; Spanish is loaded on demand (the web app fetches it only for Spanish readers). */
export async function loadMessages(language: Language): Promise<FlatMessages> {
  if (language === 'en') return ENGLISH_MESSAGES;
  const { ES } = await import('./messages/es');
  return flatten(ES);
}
