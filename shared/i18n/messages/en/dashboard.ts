/** English: dashboard. */
export default {} as const satisfies Record<string, string>;
