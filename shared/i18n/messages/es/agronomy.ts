/** Spanish: agronomy. */
import type { Translation } from '../types';
import type en from '../en/agronomy';

export default {} satisfies Translation<typeof en>;
