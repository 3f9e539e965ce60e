/** Spanish: events. */
import type { Translation } from '../types';
import type en from '../en/events';

export default {} satisfies Translation<typeof en>;
