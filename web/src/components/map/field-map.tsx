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

const GoogleMap = lazy(() => import('./google-map'));
const OfflineMap = lazy(() => import('./offline-map'));

export const usesGoogleMaps = (): boolean => Boolean(runtimeConfig().googleMapsApiKey);

export function FieldMap(props: FieldMapProps) {
  const Impl = usesGoogleMaps() ? GoogleMap : OfflineMap;
  return (
    <Suspense
      fallback={
        <div className="field-map field-map__fallback" style={{ height: props.height ?? 420 }}>
          <Spinner label="Loading the map…" />
        </div>
      }
    >
      <Impl {...props} />
      {!usesGoogleMaps() && props.draw ? (
        <p className="field-map__offline-note">
          {props.draw === 'polygon'
            ? 'Click the map to add corners; click the first corner to close the outline. Drag a corner to adjust it.'
            : 'Click the map to place the sensor; drag the marker to adjust it.'}
        </p>
      ) : null}
    </Suspense>
  );
}

export type { FieldMapProps, MapCircle, MapPin, MapSensor, MapZone } from './types';
