/**
 * A person's display settings: the unit system and the locale (language and how days and numbers
 * are written). Stored per user; nothing else stored changes with them.
 */
import * as z from 'zod';
import { LOCALES } from '../i18n/locales';
import { UNIT_SYSTEMS } from '../units/quantities';

export const displaySettingsSchema = z.strictObject({
  units: z.enum(UNIT_SYSTEMS, { message: `choose one of ${UNIT_SYSTEMS.join(', ')}` }),
  locale: z.enum(LOCALES, { message: `choose one of ${LOCALES.join(', ')}` }),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
export type DisplaySettingsUpdate = Partial<DisplaySettings> & { suggested?: true };

/**
 * PUT /api/v2/settings: one or both settings. `suggested: true` is the web app's first-visit save of
 * what the browser suggests: it is stored only when the person has not chosen yet, so it can never
 * overwrite a choice made meanwhile (another tab, another device).
 */
export const displaySettingsUpdateSchema = z
  .strictObject({
    ...displaySettingsSchema.partial().shape,
    suggested: z.literal(true, { message: 'true, or leave it out' }).optional(),
  })
  .refine((s) => s.units !== undefined || s.locale !== undefined, {
    message: 'settings: send units, locale or both',
  });

/** What GET answers: `chosen` is false until the person first saves (the app then proposes the browser's). */
export const displaySettingsAnswerSchema = z.strictObject({
  ...displaySettingsSchema.shape,
  chosen: z.boolean(),
});

/** Until a person chooses: metric and English (Australia), the product's home. */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { units: 'metric', locale: 'en-AU' };
