/** English: sms. */
export default {} as const satisfies Record<string, string>;
