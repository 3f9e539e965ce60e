/** The breadcrumb, built from the path: one link per segment, with readable labels. */
import { ENGLISH_MESSAGES, type MessageKey } from '@shared/i18n/catalogue';
import { FARM_ID_RE, INVITATION_ID_RE } from '@shared/teams/constants';
import { SEGMENT_LABELS } from '../../config/breadcrumbs';

/** The segments' names in a language, given its translator (English when none is given). */
export function segmentWords(
  translate: (key: MessageKey) => string = (key) => ENGLISH_MESSAGES[key],
): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(SEGMENT_LABELS).map(([segment, key]) => [segment, translate(key)]));
}

const ENGLISH_SEGMENTS = segmentWords();

export interface Crumb {
  label: string;
  to: string;
}

/** "GatewayManagement" → "Gateway Management"; "getting-started" → "Getting Started". */
export function humanizeSegment(segment: string): string {
  const words = segment
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `names`: what an id in the path is called (a farm's name by its id), when the page knows it;
 * an id it does not name stays as it is.
 */
export function buildBreadcrumb(
  pathname: string,
  labels: Readonly<Record<string, string>> = ENGLISH_SEGMENTS,
  names: ReadonlyMap<string, string> = new Map(),
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((raw, i) => {
    const segment = decode(raw);
    return {
      // Own keys only: a segment such as `__proto__` or `constructor` (a gateway id may be one) is no label.
      label:
        (Object.hasOwn(labels, segment) ? labels[segment] : undefined) ??
        names.get(segment) ??
        // A farm's or an invitation's id is a name to copy, not words.
        (FARM_ID_RE.test(segment) || INVITATION_ID_RE.test(segment) ? segment : humanizeSegment(segment)),
      to: `/${segments.slice(0, i + 1).join('/')}`,
    };
  });
}

/** The admin area's path; only admins see it named in the trail. */
const ADMIN_AREA = 'fieldwork-admin';

/**
 * The trail the top bar shows. A grower refused at an admin page sees none: naming the admin
 * area's pages to someone who may not open them would only invite another refused click.
 */
export function breadcrumbFor(
  pathname: string,
  {
    isAdmin,
    names,
    words = ENGLISH_SEGMENTS,
  }: { isAdmin: boolean; names?: ReadonlyMap<string, string>; words?: Readonly<Record<string, string>> },
): Crumb[] {
  const first = pathname.split('/').find(Boolean);
  if (!isAdmin && first === ADMIN_AREA) return [];
  return buildBreadcrumb(pathname, words, names);
}
