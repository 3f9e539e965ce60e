/** English: management. */
export default {} as const satisfies Record<string, string>;
