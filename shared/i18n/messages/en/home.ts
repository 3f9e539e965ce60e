/** English: home. */
export default {} as const satisfies Record<string, string>;
