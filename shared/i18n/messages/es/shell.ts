/** Spanish: shell. */
import type { Translation } from '../types';
import type en from '../en/shell';

export default {} satisfies Translation<typeof en>;
