/**
 * The settings in force, provided once by I18nProvider (which reads them from the account) and
 * read by every formatter. Outside a provider (a component test) they are the product's defaults.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_DISPLAY_SETTINGS } from '@shared/settings/schemas';
import type { ShownSettings } from './display-settings';

export const ShownSettingsContext = createContext<ShownSettings>({ ...DEFAULT_DISPLAY_SETTINGS, chosen: false });

export const useShownSettings = (): ShownSettings => useContext(ShownSettingsContext);
