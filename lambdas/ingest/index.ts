/**
 * Ingest: a gateway's upload, and the forecasts, events and alerts that follow it.
 * The only file other domains import. No other domain needs anything of this one yet.
 */
export {};
