/**
 * The field's zones, each with its advice, on Home: stands in for the per-zone cards
 * (zone-card.tsx) until they render ZoneAdvice themselves.
 */
import { CardMessage, DashboardCard } from '../dashboard-card';
import { Spinner } from '../../../../components/spinner';
import { useFieldZones } from '../../api/field-zones';
import { ZoneAdvice } from './zone-advice';

export function ZoneAdviceList({ fieldId }: { fieldId: string | null }) {
  const zones = useFieldZones(fieldId);
  if (!fieldId) return null;
  return (
    <DashboardCard title="Irrigation advice">
      {zones.isPending ? (
        <Spinner size="sm" label="Loading the zones" />
      ) : zones.isError ? (
        <p role="alert">The zones could not be loaded: {zones.error.message}</p>
      ) : zones.data.length === 0 ? (
        <CardMessage title="No zones">Draw the field&apos;s irrigation zones under Management to get advice per zone.</CardMessage>
      ) : (
        <ul className="zone-advice-list">
          {zones.data.map((z) => (
            <li key={z.id}>
              <ZoneAdvice zoneId={z.id} zoneName={z.zonename} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
