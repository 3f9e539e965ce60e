/** Spanish: common. */
import type { Translation } from '../types';
import type en from '../en/common';

export default {} satisfies Translation<typeof en>;
