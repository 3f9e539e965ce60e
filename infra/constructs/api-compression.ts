/**
 * API answers travel compressed. A field's moisture answer is ~47 kB of JSON and ~6 kB gzipped; on
 * a 3G-like connection in the field that is the difference between one second and eight.
 *
 * - API Gateway compresses an answer of at least this size when the request accepts gzip
 *   (`minCompressionSize` on the REST API, ./api.ts).
 * - CloudFront passes Accept-Encoding to its origin only when the behaviour's cache policy names
 *   it, and a policy may name it only when caching is not wholly off (every TTL 0). So /api/* has
 *   its own policy (./web.ts, `apiCachePolicy`): minimum and default TTL 0, so the API's
 *   `cache-control: no-store` and any answer without caching headers are never kept; a maximum of
 *   1 s that nothing uses; and the caller's Authorization and farm header in the key, so even an
 *   answer kept by mistake could only go back to the same caller acting on the same farm.
 * - Locally the gateway does the same (infra/local/gateway.ts): gzip at this size and above.
 */
export const API_MIN_COMPRESSION_BYTES = 1024;

/** What neither side compresses again: bodies that are compressed already. */
export const ALREADY_COMPRESSED_TYPES: readonly string[] = ['application/zip'];
