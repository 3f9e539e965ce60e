/** Spanish: dashboard. */
import type { Translation } from '../types';
import type en from '../en/dashboard';

export default {} satisfies Translation<typeof en>;
