/**
 * THE map of the app. One interface (./types.ts), two implementations loaded lazily so that
 * neither weighs on pages without a map: Google Maps when a key is configured, else the offline
 * map. The choice is made up front from the runtime config.
 */
import { lazy, Suspense } from 'react';
import { runtimeConfig } from '../../lib/runtime-config';
import { Spinner } from '../spinner';
import type { FieldMapProps } from './types';
import './map.css';
import { useT } from '../../lib/i18n/use-t';
import { useHeavyReady } from '../../lib/defer-heavy';

const GoogleMap = lazy(() => import('./google-map'));
const OfflineMap = lazy(() => import('./offline-map'));

export const usesGoogleMaps = (): boolean => Boolean(runtimeConfig().googleMapsApiKey);

export function FieldMap(props: FieldMapProps) {
  const Impl = usesGoogleMaps() ? GoogleMap : OfflineMap;
  const t = useT();
  const pending = (
    <div className="field-map field-map__fallback" style={{ height: props.height ?? 420 }}>
      <Spinner label={t('components.mapLoading')} />
    </div>
  );
  // On Home the map's code waits for the latest readings (lib/defer-heavy.tsx).
  if (!useHeavyReady()) return pending;
  return (
    <Suspense fallback={pending}>
      <Impl {...props} />
      {!usesGoogleMaps() && props.draw ? (
        <p className="field-map__offline-note">
          {t(props.draw === 'polygon' ? 'components.mapDrawOutline' : 'components.mapPlaceSensor')}
        </p>
      ) : null}
    </Suspense>
  );
}

export type { FieldMapProps, MapCircle, MapPin, MapSensor, MapZone } from './types';
