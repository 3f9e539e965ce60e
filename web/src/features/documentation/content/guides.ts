/** Every guide, in the order the Connect your sensors page lists them, in the person's language. */
import { CONNECT_DOCS_PATH, connectDocPath } from '../../../config/connect-docs';
import type { T } from '../../../lib/i18n/use-t';
import { lorawanGuides } from './connect-lorawan';
import { vendorGuides } from './connect-vendors';
import type { ConnectGuide } from './guide';

export const connectGuides = (t: T): ConnectGuide[] => [...lorawanGuides(t), ...vendorGuides(t)];

export const guideBySlug = (guides: readonly ConnectGuide[], slug: string): ConnectGuide | undefined =>
  guides.find((g) => connectDocPath(g.source) === `${CONNECT_DOCS_PATH}/${slug}`);
