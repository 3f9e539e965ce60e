/** Spanish: sms. */
import type { Translation } from '../types';
import type en from '../en/sms';

export default {} satisfies Translation<typeof en>;
