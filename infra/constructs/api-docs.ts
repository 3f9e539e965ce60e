/**
 * The API reference is part of the site, not of the API: /api/docs is the web build's
 * api-docs.html (Redoc and its entry, built by Vite beside the app) and /api/openapi.json the
 * document the build copies from docs/openapi.json. They sit under /api/ because that is where a
 * developer looks, but no function answers them:
 * - in AWS, a CloudFront behaviour for each path (listed before /api/*) sends them to the site
 *   bucket, where the site's viewer-request function (./spa-routing.ts) rewrites the path to the file;
 * - locally, the gateway (infra/local/gateway.ts) serves the same files for the same paths.
 * Why not a contract route answering the HTML from a Lambda? The page's script names are content
 * hashes only the build knows; served as files they are cached like the app's and the same
 * security headers apply, and the API's functions carry neither Redoc nor the 150+ kB document.
 */
import { API_DOCS_PATH, OPENAPI_PATH } from '@shared/contract/examples';

/** Site path → the file of the web build that answers it. */
export const API_DOCS_FILES: Readonly<Record<string, string>> = {
  [API_DOCS_PATH]: '/api-docs.html',
  [OPENAPI_PATH]: '/openapi.json',
};
