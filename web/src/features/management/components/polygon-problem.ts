/**
 * The shared outline rules' words (shared/geo.ts, which the API also answers with, in English)
 * in the person's language, for the Plot step of the field and zone wizards.
 */
import { useCallback } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import { geoMessages } from '@shared/geo';
import { MAX_POLYGON_VERTICES } from '@shared/management/constants';
import { useT } from '../../../lib/i18n/use-t';

const GEO_PROBLEM_KEYS: Readonly<Record<keyof typeof geoMessages, MessageKey>> = {
  tooFew: 'management.geoTooFew',
  tooMany: 'management.geoTooMany',
  range: 'management.geoRange',
  unstorable: 'management.geoUnstorable',
  selfIntersecting: 'management.geoSelfIntersecting',
  notInside: 'management.zonePlotOutside',
  polygon: 'management.geoPolygon',
  point: 'management.geoPoint',
};

const KEY_OF_TEXT: ReadonlyMap<string, MessageKey> = new Map(
  (Object.keys(GEO_PROBLEM_KEYS) as (keyof typeof geoMessages)[]).map((k) => [geoMessages[k], GEO_PROBLEM_KEYS[k]]),
);

/** A problem of the shared rules in the person's words (an unknown text is shown as it came). */
export function usePolygonProblem(): (problem: string | undefined) => string | undefined {
  const t = useT();
  return useCallback(
    (problem) => {
      if (problem === undefined) return undefined;
      const key = KEY_OF_TEXT.get(problem);
      return key ? t(key, { max: MAX_POLYGON_VERTICES }) : problem;
    },
    [t],
  );
}
