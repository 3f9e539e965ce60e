/** Spanish: management. */
import type { Translation } from '../types';
import type en from '../en/management';

export default {} satisfies Translation<typeof en>;
