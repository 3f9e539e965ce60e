/** English: email. */
export default {} as const satisfies Record<string, string>;
