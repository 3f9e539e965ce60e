/** English: events. */
export default {} as const satisfies Record<string, string>;
