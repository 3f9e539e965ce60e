/** Every guide, in the order the Connect your sensors page lists them. */
import { CONNECT_DOCS_PATH, connectDocPath } from '../../../config/connect-docs';
import { lorawanGuides } from './connect-lorawan';
import { vendorGuides } from './connect-vendors';
import type { ConnectGuide } from './guide';

export const connectGuides: ConnectGuide[] = [...lorawanGuides, ...vendorGuides];

export const guideBySlug = (slug: string): ConnectGuide | undefined =>
  connectGuides.find((g) => connectDocPath(g.source) === `${CONNECT_DOCS_PATH}/${slug}`);
