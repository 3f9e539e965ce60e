/** English: alerts. */
export default {} as const satisfies Record<string, string>;
