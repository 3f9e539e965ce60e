/** Spanish: status. */
import type { Translation } from '../types';
import type en from '../en/status';

export default {} satisfies Translation<typeof en>;
