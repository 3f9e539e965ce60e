/** Spanish: pwa. */
import type { Translation } from '../types';
import type en from '../en/pwa';

export default {} satisfies Translation<typeof en>;
