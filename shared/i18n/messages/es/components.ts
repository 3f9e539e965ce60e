/** Spanish: components. */
import type { Translation } from '../types';
import type en from '../en/components';

export default {} satisfies Translation<typeof en>;
