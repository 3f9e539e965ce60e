/** Languages: locales, the message catalogues and a translator for text outside React. */
export * from './locales';
export * from './catalogue';
export * from './translator';
export * from './dates';
