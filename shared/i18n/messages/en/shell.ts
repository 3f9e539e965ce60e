/** English: shell. */
export default {} as const satisfies Record<string, string>;
