/** English: status. */
export default {} as const satisfies Record<string, string>;
