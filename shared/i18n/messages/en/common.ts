/** English: common. */
export default {} as const satisfies Record<string, string>;
