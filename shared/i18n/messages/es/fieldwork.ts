/** Spanish: fieldwork. */
import type { Translation } from '../types';
import type en from '../en/fieldwork';

export default {} satisfies Translation<typeof en>;
