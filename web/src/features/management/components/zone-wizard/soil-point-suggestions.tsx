/**
 * Beside the entered field capacities when a zone is edited: the full and refill points the
 * zone's own wettings suggest per depth, with their evidence ("from 7 wettings, spread ± 1.2 %"),
 * and "Use these", which fills the field capacities (and the refill share, where the readings
 * showed where drying slows). With too few wettings it says how many more it needs.
 */
import type { Dispatch } from 'react';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { useSoilPoints } from '../../../../api/advice';
import { useWords } from '../../../../lib/words';
import { evidence, rowLabel, STORED_DEPTH_OF, suggestedShare, suggestionActions } from './soil-point-rules';
import type { ZoneWizardAction, ZoneWizardState } from './state';

export function SoilPointSuggestions({
  zoneId,
  state,
  dispatch,
}: {
  zoneId: string;
  state: ZoneWizardState;
  dispatch: Dispatch<ZoneWizardAction>;
}) {
  const words = useWords();
  const { t, f } = words;
  const query = useSoilPoints(zoneId);
  let body;
  if (query.isPending) body = <Spinner label={t('management.soilPointsLoading')} />;
  else if (query.isError)
    body = <p className="soil-points__note">{t('management.soilPointsFailed', { reason: query.error.message })}</p>;
  else {
    const { data: rows, needed_events: needed } = query.data;
    const usable = rows.some((r) => r.full_point !== null);
    const share = suggestedShare(rows, state);
    body = (
      <>
        {needed > 0 ? <p className="soil-points__note">{t('management.soilPointsNeeded', { count: needed })}</p> : null}
        <ul className="soil-points__list">
          {rows.map((r) => {
            const depth = STORED_DEPTH_OF.get(r.depth_cm);
            const entered = depth === undefined ? undefined : state.layers[depth].fc;
            return (
              <li key={r.depth_cm}>
                <strong>
                  {t('management.soilPointsRow', {
                    row: rowLabel(r.depth_cm, f),
                    sensor: f.quantity('depth', r.depth_cm),
                  })}
                </strong>{' '}
                {r.full_point === null ? (
                  evidence(r, words)
                ) : (
                  <>
                    {t('management.soilPointsCapacity', {
                      point: f.number(r.full_point, 1, true),
                      entered: entered || '–',
                      evidence: evidence(r, words),
                    })}
                    {r.refill_point !== null
                      ? t(
                          r.refill_basis === 'stress-onset'
                            ? 'management.soilPointsRefillSlowed'
                            : 'management.soilPointsRefillShare',
                          { point: f.number(r.refill_point, 1, true) },
                        )
                      : ''}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {usable ? (
          <Button variant="secondary" size="sm" onClick={() => suggestionActions(rows, state).forEach(dispatch)}>
            {t('management.soilPointsUse')}
          </Button>
        ) : null}
        {usable && share !== undefined ? (
          <p className="soil-points__note">{t('management.soilPointsUseShare', { share: f.number(share, 2) })}</p>
        ) : null}
      </>
    );
  }
  return (
    <section className="soil-points" aria-label={t('management.soilPointsTitle')}>
      <h3 className="soil-points__title">{t('management.soilPointsTitle')}</h3>
      {body}
    </section>
  );
}
