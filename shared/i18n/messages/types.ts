/**
 * Message catalogues: one file per area and language (`en/<area>.ts`, `es/<area>.ts`), ICU
 * MessageFormat text ("{count, plural, one {# sensor} other {# sensors}}"). English is the source:
 * its keys are the type; each Spanish file `satisfies Translation<typeof en>`, so a missing or an
 * extra key fails `tsc`, and test/unit/i18n/catalogues.test.ts also fails on a key no code uses.
 *
 * A key is used in code as the full literal '<area>.<key>' (`t('home.title')`), never built from
 * parts, so the completeness test can find it; a family of keys (one per alert kind) is a map of
 * full literals in the code that chooses among them.
 */
export type Messages = Readonly<Record<string, string>>;
export type Translation<T> = { readonly [K in keyof T]: string };
