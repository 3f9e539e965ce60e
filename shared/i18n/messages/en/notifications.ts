/** English: notifications. */
export default {} as const satisfies Record<string, string>;
