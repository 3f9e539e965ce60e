/** Spanish: home. */
import type { Translation } from '../types';
import type en from '../en/home';

export default {} satisfies Translation<typeof en>;
