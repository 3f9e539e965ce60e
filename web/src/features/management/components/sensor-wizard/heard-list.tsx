/** The unregistered sensors the pairing gateways heard; with onPick, a click fills the sensor id. */
import type { GatewaySensorRow } from '@shared/management/views';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { useT } from '../../../../lib/i18n/use-t';

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
  const t = useT();
  if (loading) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> {t('management.listening')}
      </p>
    );
  }
  if (!heard.length) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> {t('management.listeningNone')}
      </p>
    );
  }
  return (
    <div className="heard-sensors" aria-live="polite">
      <span>{t('management.heardByGateways')}</span>
      <ul>
        {heard.map((r) => (
          <li key={`${r.gateway_id}/${r.sensor_id}`}>
            {onPick ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onPick(r)}
                aria-label={t('management.useHeard', { id: r.sensor_id, gateway: gatewayName(r.gateway_id) })}
              >
                {r.sensor_id}
              </Button>
            ) : (
              <code>{r.sensor_id}</code>
            )}{' '}
            <span className="muted">{t('management.via', { name: gatewayName(r.gateway_id) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
