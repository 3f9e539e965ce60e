/** The unregistered sensors the pairing gateways heard; with onPick, a click fills the sensor id. */
import type { GatewaySensorRow } from '@shared/management/views';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';

export function HeardList({
  heard,
  gatewayName,
  loading,
  onPick,
}: {
  heard: GatewaySensorRow[];
  gatewayName: (id: string) => string;
  loading: boolean;
  onPick?: (row: GatewaySensorRow) => void;
}) {
  if (loading) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> Listening for sensors…
      </p>
    );
  }
  if (!heard.length) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> Listening for sensors… none heard yet.
      </p>
    );
  }
  return (
    <div className="heard-sensors" aria-live="polite">
      <span>Heard by the gateways:</span>
      <ul>
        {heard.map((r) => (
          <li key={`${r.gateway_id}/${r.sensor_id}`}>
            {onPick ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onPick(r)}
                aria-label={`Use ${r.sensor_id} heard by ${gatewayName(r.gateway_id)}`}
              >
                {r.sensor_id}
              </Button>
            ) : (
              <code>{r.sensor_id}</code>
            )}{' '}
            <span className="muted">via {gatewayName(r.gateway_id)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
