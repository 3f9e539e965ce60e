/** English: transfer. */
export default {} as const satisfies Record<string, string>;
