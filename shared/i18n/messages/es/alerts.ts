/** Spanish: alerts. */
import type { Translation } from '../types';
import type en from '../en/alerts';

export default {} satisfies Translation<typeof en>;
