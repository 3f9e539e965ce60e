/** English: audit. */
export default {} as const satisfies Record<string, string>;
