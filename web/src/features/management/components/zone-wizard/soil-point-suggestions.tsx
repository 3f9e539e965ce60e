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
  const query = useSoilPoints(zoneId);
  let body;
  if (query.isPending) body = <Spinner label="Looking for wettings in the readings…" />;
  else if (query.isError)
    body = <p className="soil-points__note">The suggestions could not be loaded: {query.error.message}</p>;
  else {
    const { data: rows, needed_events: needed } = query.data;
    const usable = rows.some((r) => r.full_point !== null);
    const share = suggestedShare(rows, state);
    body = (
      <>
        {needed > 0 ? (
          <p className="soil-points__note">
            {needed === 1 ? 'One more wetting' : `${needed} more wettings`} (rain or irrigation that drains away) needed
            before the readings can suggest a field capacity.
          </p>
        ) : null}
        <ul className="soil-points__list">
          {rows.map((r) => {
            const depth = STORED_DEPTH_OF.get(r.depth_cm);
            const entered = depth === undefined ? undefined : state.layers[depth].fc;
            return (
              <li key={r.depth_cm}>
                <strong>
                  {rowLabel(r.depth_cm)} (sensor at {r.depth_cm} cm):
                </strong>{' '}
                {r.full_point === null ? (
                  evidence(r)
                ) : (
                  <>
                    field capacity {r.full_point.toFixed(1)} % (entered {entered || '–'} %), {evidence(r)}
                    {r.refill_point !== null
                      ? `; refill ${r.refill_point.toFixed(1)} % ` +
                        `(${r.refill_basis === 'stress-onset' ? 'where drying slowed' : 'your refill share'})`
                      : ''}
                  </>
                )}
              </li>
            );
          })}
        </ul>
        {usable ? (
          <Button variant="secondary" size="sm" onClick={() => suggestionActions(rows, state).forEach(dispatch)}>
            Use these
          </Button>
        ) : null}
        {usable && share !== undefined ? (
          <p className="soil-points__note">Use these also sets the refill share to {share}.</p>
        ) : null}
      </>
    );
  }
  return (
    <section className="soil-points" aria-label="Suggested from this zone's readings">
      <h3 className="soil-points__title">Suggested from this zone&apos;s readings</h3>
      {body}
    </section>
  );
}
