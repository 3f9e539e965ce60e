/** deleted: Recently deleted, where a deleted farm, field, zone or sensor waits 30 days. */
import * as z from 'zod';
import { deletedEntryIdSchema, deletedEntryViewSchema, deletedKindSchema, DELETED_KINDS } from '../management/deleted';
import { defineRoute } from './define';

const entryPath = z.object({ kind: deletedKindSchema, id: deletedEntryIdSchema });
const entryRef = { kind: z.enum(DELETED_KINDS), id: z.string(), name: z.string() };

export const deletedRoutes = {
  listDeleted: defineRoute({
    method: 'GET',
    path: '/api/v2/deleted',
    access: 'subscriber',
    resource: 'deleted',
    summary: "The caller's Recently deleted entries still within their 30 days, newest first.",
    answer: z.strictObject({ data: z.array(deletedEntryViewSchema) }),
  }),
  restoreDeleted: defineRoute({
    method: 'POST',
    path: '/api/v2/deleted/{kind}/{id}/restore',
    access: 'subscriber',
    resource: 'deleted',
    summary: 'Restore an entry whole (409 when its field is gone or the plan has no room for its sensors).',
    params: entryPath,
    answer: z.strictObject({
      data: z.strictObject({
        ...entryRef,
        restored: z.strictObject({ fields: z.number(), zones: z.number(), sensors: z.number() }),
        notes: z.array(z.string()).describe('What could not come back, and why.'),
      }),
    }),
  }),
  purgeDeleted: defineRoute({
    method: 'DELETE',
    path: '/api/v2/deleted/{kind}/{id}',
    access: 'subscriber',
    resource: 'deleted',
    summary: 'Delete an entry for good, now.',
    params: entryPath,
    answer: z.strictObject({ data: z.strictObject({ ...entryRef, purged: z.boolean().describe('Always true.') }) }),
  }),
} as const;
