/** English: report. */
export default {} as const satisfies Record<string, string>;
