/** Spanish: report. */
import type { Translation } from '../types';
import type en from '../en/report';

export default {} satisfies Translation<typeof en>;
