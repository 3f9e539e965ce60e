/**
 * Single-page-app routing at the edge: a CloudFront Function on the site's default behaviour
 * that serves /index.html for every path that is not a static file, so a deep link such as
 * /app/Management/FieldManagement loads the app, which then shows the page (or its 404 text).
 *
 * Why not CloudFront's custom error responses (403/404 → /index.html)? They apply to the whole
 * distribution, including /api/*: an API 404 or 403 would turn into index.html with status
 * 200. Rewriting on the site behaviour only leaves API errors untouched.
 *
 * The same function maps the API reference's paths (/api/docs, /api/openapi.json) to their files
 * on the behaviours CloudFront routes them by (infra/constructs/api-docs.ts): one function, not two,
 * as the stack is near CloudFormation's 500 resources.
 *
 * Kept as plain ES5-style JavaScript (the cloudfront-js-2.0 runtime) in a string, so the same
 * text is deployed and exercised by test/infra.
 */
import { API_DOCS_FILES } from './api-docs';

export const STATIC_FILE_EXTENSIONS = [
  'html',
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'txt',
  'xml',
  'webmanifest',
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'pdf',
  'wasm',
] as const;

export const spaRoutingCode = `
var STATIC = ${JSON.stringify(Object.fromEntries(STATIC_FILE_EXTENSIONS.map((e) => [e, true])))};
var FILES = ${JSON.stringify(API_DOCS_FILES)};
function handler(event) {
  var request = event.request;
  if (Object.prototype.hasOwnProperty.call(FILES, request.uri)) {
    request.uri = FILES[request.uri];
    return request;
  }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  var ext = dot === -1 ? '' : last.substring(dot + 1).toLowerCase();
  if (!STATIC[ext]) request.uri = '/index.html';
  return request;
}
`.trim();
