/** English: teams. */
export default {} as const satisfies Record<string, string>;
