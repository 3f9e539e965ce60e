/** English: pwa. */
export default {} as const satisfies Record<string, string>;
