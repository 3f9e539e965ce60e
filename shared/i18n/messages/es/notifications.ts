/** Spanish: notifications. */
import type { Translation } from '../types';
import type en from '../en/notifications';

export default {} satisfies Translation<typeof en>;
