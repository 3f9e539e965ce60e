/** Home's zones of the chosen field, one ZoneCard each (nothing when the field has no zones). */
import { useFieldZones } from '../../../../api/zones';
import { DashboardCard } from '../dashboard-card';
import { ZoneCard } from './zone-card';
import { useT } from '../../../../lib/i18n/use-t';
import './zone-card.css';

export function ZoneCards({ fieldId }: { fieldId: string | null }) {
  const t = useT();
  const zones = useFieldZones(fieldId);
  if (!fieldId || (zones.isSuccess && !zones.data.length)) return null;
  return (
    <DashboardCard title={t('dashboard.zones')} className="zone-cards">
      {zones.isPending ? <p>{t('dashboard.loadingZones')}</p> : null}
      {zones.isError ? <p role="alert">{t('dashboard.zonesError', { error: zones.error.message })}</p> : null}
      <div className="zone-cards__grid">
        {(zones.data ?? []).map((z) => (
          <ZoneCard key={z.id} zone={z} />
        ))}
      </div>
    </DashboardCard>
  );
}
