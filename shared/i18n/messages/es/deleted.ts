/** Spanish: deleted. */
import type { Translation } from '../types';
import type en from '../en/deleted';

export default {} satisfies Translation<typeof en>;
