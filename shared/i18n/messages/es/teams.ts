/** Spanish: teams. */
import type { Translation } from '../types';
import type en from '../en/teams';

export default {} satisfies Translation<typeof en>;
