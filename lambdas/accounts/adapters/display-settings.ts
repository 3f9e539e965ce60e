/** A person's display settings: one item under the user, absent until they first save. */
import type { DisplaySettings } from '@shared/settings/schemas';
import { getItem, keys, putItem } from '../../platform/aws/items';

const SK = 'SETTINGS';

/** As stored (a later version may find an older shape: the service checks it). */
export interface DisplaySettingsItem extends Partial<DisplaySettings> {
  updated_at?: string;
}

export const getDisplaySettings = (userName: string) => getItem<DisplaySettingsItem>(keys.user(userName), SK);

/**
 * One item, one write: the same request twice writes the same. `onlyIfNew`: only when the person
 * has none yet (false when they had).
 */
export const putDisplaySettings = (
  userName: string,
  settings: DisplaySettings,
  updatedAt: string,
  opts: { onlyIfNew?: boolean } = {},
) => putItem({ PK: keys.user(userName), SK, ...settings, updated_at: updatedAt }, opts);
