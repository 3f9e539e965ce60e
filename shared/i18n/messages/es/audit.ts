/** Spanish: audit. */
import type { Translation } from '../types';
import type en from '../en/audit';

export default {} satisfies Translation<typeof en>;
