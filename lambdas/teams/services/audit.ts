/**
 * A farm's audit log as its owner and managers read it (the role table's `audit.read`, checked by
 * the dispatcher, which also wrote the entries): newest first, AUDIT_PAGE a page; `next` is the
 * sort key of the page's last entry, the next page starts below it.
 */
import { auditRowSchema, type AuditRow } from '@shared/teams/schemas';
import type { Caller } from '../../platform/auth';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/telemetry/logger';
import { auditPage, type AuditItem } from '../adapters/audit-log';

export const AUDIT_PAGE = 50;

/** An entry as answered; one that does not read as an entry is left out (and logged), not answered half. */
function row(item: AuditItem): AuditRow | undefined {
  const parsed = auditRowSchema.safeParse({
    at: item.at ?? item.SK.slice(0, item.SK.indexOf('#')),
    actor: item.actor,
    role: item.role,
    verb: item.verb,
    what: item.what,
    target: item.target,
    summary: item.summary,
  });
  if (!parsed.success) logger.warn('audit entry unreadable', { sk: item.SK });
  return parsed.success ? parsed.data : undefined;
}

export async function farmAudit(
  caller: Caller,
  farmId: string,
  before: string | undefined,
): Promise<{ data: AuditRow[]; next: string | null }> {
  // Only the farm the dispatcher read the caller's membership of (by this path's id).
  if (caller.farm?.farmId !== farmId) throw new NotFoundError(refusal('refusals.farmNotFound'));
  const page = await auditPage(farmId, AUDIT_PAGE, before || undefined);
  const last = page.items.at(-1);
  return {
    data: page.items.flatMap((i) => row(i) ?? []),
    next: page.more && last ? last.SK : null,
  };
}
