/** English: documentation. */
export default {} as const satisfies Record<string, string>;
