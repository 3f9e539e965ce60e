/** Spanish: documentation. */
import type { Translation } from '../types';
import type en from '../en/documentation';

export default {} satisfies Translation<typeof en>;
