/** English: agronomy. */
export default {} as const satisfies Record<string, string>;
