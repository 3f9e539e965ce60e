/**
 * What the reference page (web/src/api-docs) and the OpenAPI document (./openapi.ts) agree on
 * about the curl examples, kept apart so the page does not bundle the whole contract.
 */

/**
 * The host the curl examples name in the document. The reference page puts the origin it is
 * served from in its place, so a reader copies a command that calls their own deployment.
 */
export const EXAMPLE_ORIGIN = 'https://fieldwise.example';

/** The environment variable the curl examples read the personal API key from. */
export const API_KEY_VARIABLE = 'FIELDWISE_API_KEY';

/** Where the site serves the reference page and the document it renders (web origin, not the API). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';
