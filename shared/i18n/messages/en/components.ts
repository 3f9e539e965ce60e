/** English: components. */
export default {} as const satisfies Record<string, string>;
