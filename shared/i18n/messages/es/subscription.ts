/** Spanish: subscription. */
import type { Translation } from '../types';
import type en from '../en/subscription';

export default {} satisfies Translation<typeof en>;
