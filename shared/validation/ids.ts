import * as z from 'zod';

/**
 * The id of one record in a path or query (field, zone, sensor, formula, farm name): non-empty, at most 64 characters.
 */
export const idSchema = z.string().min(1).max(64);
