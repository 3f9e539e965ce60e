/** English: fieldwork. */
export default {} as const satisfies Record<string, string>;
