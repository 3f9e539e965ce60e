/** Spanish: email. */
import type { Translation } from '../types';
import type en from '../en/email';

export default {} satisfies Translation<typeof en>;
