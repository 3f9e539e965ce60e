/**
 * One log entry as one readable line for a terminal: time, level, message, the request's route,
 * status and duration as an access log shows them, then the other fields as key=value; an
 * error's stack follows on its own lines.
 */

/** Fields every entry has that a person at a terminal does not need to read. */
const HIDDEN = new Set(['timestamp', 'level', 'message', 'service', 'sampling_rate', 'xray_trace_id']);

/** Shown without their names, in this order, right after the message. */
const BARE = new Set(['route', 'status', 'durationMs']);

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

export function textLine(attributes: Record<string, unknown>): string {
  const time = new Date(String(attributes.timestamp ?? Date.now())).toISOString().slice(11, 23);
  const level = String(attributes.level ?? 'INFO').padEnd(5);
  const fields: string[] = [];
  const stacks: string[] = [];
  const { route, status, durationMs } = attributes;
  if (route !== undefined) fields.push(show(route));
  if (status !== undefined) fields.push(show(status));
  if (typeof durationMs === 'number') fields.push(`${durationMs} ms`);
  for (const [key, value] of Object.entries(attributes)) {
    if (HIDDEN.has(key) || BARE.has(key) || value === undefined) continue;
    if (value && typeof value === 'object' && 'stack' in value && typeof value.stack === 'string')
      stacks.push(value.stack);
    else fields.push(`${key}=${show(value)}`);
  }
  return [
    `${time} ${level} ${show(attributes.message ?? '')}${fields.length ? ` ${fields.join(' ')}` : ''}`,
    ...stacks,
  ].join('\n');
}
