/**
 * Payments: paying for a plan through the payment provider, and the payments made.
 * The only file other domains import. No other domain needs anything of this one yet.
 */
export {};
