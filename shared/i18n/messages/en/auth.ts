/** English: auth. */
export default {} as const satisfies Record<string, string>;
