/** Spanish: profile. */
import type { Translation } from '../types';
import type en from '../en/profile';

export default {} satisfies Translation<typeof en>;
