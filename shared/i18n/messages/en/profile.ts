/** English: profile. */
export default {} as const satisfies Record<string, string>;
