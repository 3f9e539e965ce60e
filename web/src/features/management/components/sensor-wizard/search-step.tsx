/** Step 0, Searching: the field's gateways and the grower's LoRaWAN connections, or why there are none to pair with. */
import { Link } from 'react-router-dom';
import { Banner } from '../../../../components/banner';
import { Spinner } from '../../../../components/spinner';
import type { FieldGateway } from '../../../../api/gateways';
import { useT } from '../../../../lib/i18n/use-t';

export function SearchStep({
  fieldName,
  searching,
  error,
  gateways,
  connections = [],
}: {
  fieldName: string;
  searching: boolean;
  error: string | null;
  gateways: FieldGateway[];
  /** The names of the grower's LoRaWAN connections: any field may take their devices. */
  connections?: string[];
}) {
  const t = useT();
  const viaLorawan = connections.length ? (
    <p>{t('management.searchConnections', { count: connections.length, names: connections.join(', ') })}</p>
  ) : null;
  if (error) {
    return (
      <Banner tone="error">
        {t('management.searchFailed', { reason: error })}{' '}
        <Link to="/app/Management/GatewayManagement">{t('management.addGateway')}</Link>
      </Banner>
    );
  }
  if (searching) {
    return (
      <p>
        <Spinner size="sm" /> {t('management.searchLooking', { field: fieldName })}
      </p>
    );
  }
  if (gateways.length === 0 && viaLorawan) return viaLorawan;
  if (gateways.length === 0) {
    return (
      <Banner tone="warning">
        {t.rich('management.searchNone', {
          field: fieldName,
          link: (chunks) => <Link to="/app/Management/GatewayManagement">{chunks}</Link>,
        })}
      </Banner>
    );
  }
  return (
    <>
      <p>{t('management.searchFound', { count: gateways.length, names: gateways.map((g) => g.name).join(', ') })}</p>
      {viaLorawan}
    </>
  );
}
