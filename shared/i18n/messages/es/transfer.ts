/** Spanish: transfer. */
import type { Translation } from '../types';
import type en from '../en/transfer';

export default {} satisfies Translation<typeof en>;
