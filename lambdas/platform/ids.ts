/** Ids for new records: short, random, URL-safe. */
import { randomBytes } from 'node:crypto';

export const newId = (prefix: string): string => `${prefix}_${randomBytes(9).toString('base64url')}`;
