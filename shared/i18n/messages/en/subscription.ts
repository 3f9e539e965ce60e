/** English: subscription. */
export default {} as const satisfies Record<string, string>;
