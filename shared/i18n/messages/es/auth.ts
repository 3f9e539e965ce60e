/** Spanish: auth. */
import type { Translation } from '../types';
import type en from '../en/auth';

export default {} satisfies Translation<typeof en>;
