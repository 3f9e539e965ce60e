/** English: deleted. */
export default {} as const satisfies Record<string, string>;
