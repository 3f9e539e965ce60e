/**
 * The Google implementation (used when the runtime config has a Maps key): hybrid satellite
 * imagery, default zoom 12, polygon drawing through the drawing library, a places search box
 * (maps that draw or place), sensor circles clustered with the marker clusterer, a pushpin, and
 * the same props as the offline map. Needs internet in the browser; the offline map is chosen up
 * front when there is no key, because the loader fails only later.
 */
import { useEffect, useRef } from 'react';
import { APIProvider, Map, useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { closeRing, round6, type Polygon, type Position } from '@shared/geo';
import { MAP_DEFAULT_ZOOM } from '@shared/management/constants';
import { runtimeConfig } from '../../lib/runtime-config';
import { GoogleCircles, googlePushpin } from './google-circles';
import { GooglePins } from './google-pins';
import { DEFAULT_CENTER, MAP_COLOURS, type FieldMapProps } from './types';
import './map.css';
import { useT } from '../../lib/i18n/use-t';

const toPath = (p: Polygon) => (p.coordinates[0] ?? []).slice(0, -1).map(([lng, lat]) => ({ lat, lng }));

function fromPath(path: google.maps.MVCArray<google.maps.LatLng>): Polygon | null {
  const ring: Position[] = path.getArray().map((ll) => [round6(ll.lng()), round6(ll.lat())]);
  return ring.length >= 3 ? { type: 'Polygon', coordinates: [closeRing(ring)] } : null;
}

function Overlays(props: FieldMapProps) {
  const map = useMap();
  const places = useMapsLibrary('places');
  const search = useRef<HTMLInputElement>(null);
  const latest = useRef(props);
  latest.current = props;

  // Read-only shapes and the fit.
  useEffect(() => {
    if (!map) return;
    const made: { setMap(m: google.maps.Map | null): void }[] = [];
    for (const other of props.otherFields ?? [])
      made.push(
        new google.maps.Polygon({
          map,
          paths: toPath(other),
          strokeColor: MAP_COLOURS.otherField,
          strokeWeight: 1,
          fillOpacity: 0.05,
          clickable: false,
        }),
      );
    if (props.field)
      made.push(
        new google.maps.Polygon({
          map,
          paths: toPath(props.field),
          strokeColor: MAP_COLOURS.field,
          strokeWeight: 3,
          fillOpacity: 0.08,
          clickable: false,
        }),
      );
    (props.zones ?? []).forEach((z, i) =>
      made.push(
        new google.maps.Polygon({
          map,
          paths: toPath(z.polygon),
          strokeColor: MAP_COLOURS.zones[i % 2],
          fillColor: MAP_COLOURS.zones[i % 2],
          fillOpacity: 0.12,
          strokeWeight: 2,
        }),
      ),
    );
    for (const s of props.sensors ?? []) {
      made.push(
        new google.maps.Marker({
          map,
          position: { lat: s.point.coordinates[1], lng: s.point.coordinates[0] },
          title: s.label,
        }),
      );
    }
    // The polygon being drawn is read, not depended on: moving a corner must not re-fit the map.
    const target = props.field ?? latest.current.polygon;
    if (target) {
      const bounds = new google.maps.LatLngBounds();
      for (const ll of toPath(target)) bounds.extend(ll);
      map.fitBounds(bounds, 24);
    } else if (props.otherFields?.length) {
      // As offline: with no field of its own, the map shows the others (the farm map's fields).
      const bounds = new google.maps.LatLngBounds();
      for (const other of props.otherFields) for (const ll of toPath(other)) bounds.extend(ll);
      map.fitBounds(bounds, 24);
    }
    return () => made.forEach((m) => m.setMap(null));
  }, [map, props.field, props.otherFields, props.zones, props.sensors]);

  // Sensor circles (made once per map; clustering is fixed for the map's life) and the popup.
  const circles = useRef<GoogleCircles | null>(null);
  useEffect(() => {
    if (!map) return;
    const layer = new GoogleCircles(map, {
      cluster: Boolean(latest.current.cluster),
      onClick: (id) => latest.current.onCircleClick?.(id),
      onPopupClose: () => latest.current.onPopupClose?.(),
    });
    circles.current = layer;
    return () => {
      layer.destroy();
      circles.current = null;
    };
  }, [map]);
  const { circles: circleList, popupId } = props;
  useEffect(() => {
    circles.current?.update(circleList ?? [], popupId ?? null);
  }, [map, circleList, popupId]);

  // Field pins (the farm map only); a new set of pins is fitted when nothing else sets the view.
  const pinLayer = useRef<GooglePins | null>(null);
  useEffect(() => {
    if (!map || !latest.current.pins) return;
    const layer = new GooglePins(map, (id) => latest.current.onPinClick?.(id));
    pinLayer.current = layer;
    return () => {
      layer.destroy();
      pinLayer.current = null;
    };
  }, [map]);
  const { pins } = props;
  useEffect(() => {
    if (!map || !pinLayer.current) return;
    const bounds = pinLayer.current.update(pins ?? []);
    if (bounds && !latest.current.field && !latest.current.otherFields?.length) map.fitBounds(bounds, 48);
  }, [map, pins]);

  // The pushpin.
  const { pushpin } = props;
  useEffect(() => {
    if (!map || !pushpin) return;
    const pin = googlePushpin(map, pushpin.point.coordinates, pushpin.label);
    return () => pin.setMap(null);
  }, [map, pushpin]);

  // Polygon drawing and editing. Google retired its drawing library, so drawing is ours: each
  // click adds a corner to an editable polygon (always closed); corners can be dragged.
  useEffect(() => {
    if (!map || props.draw !== 'polygon') return;
    const shape = new google.maps.Polygon({
      map,
      paths: latest.current.polygon ? toPath(latest.current.polygon) : [],
      editable: true,
      strokeColor: MAP_COLOURS.drawing,
      fillColor: MAP_COLOURS.drawing,
      fillOpacity: 0.15,
    });
    const emit = () => latest.current.onPolygonChange?.(fromPath(shape.getPath()));
    const path = shape.getPath();
    const listeners = [
      path.addListener('set_at', emit),
      path.addListener('insert_at', emit),
      path.addListener('remove_at', emit),
    ];
    const click = map.addListener('click', (e: google.maps.MapMouseEvent) => {
      if (e.latLng) shape.getPath().push(e.latLng);
    });
    return () => {
      listeners.forEach((l) => l.remove());
      click.remove();
      shape.setMap(null);
    };
  }, [map, props.draw]);

  // Marker placement.
  useEffect(() => {
    if (!map || props.draw !== 'marker') return;
    const click = map.addListener('click', (e: google.maps.MapMouseEvent) => {
      if (!e.latLng) return;
      latest.current.onMarkerChange?.({ type: 'Point', coordinates: [round6(e.latLng.lng()), round6(e.latLng.lat())] });
    });
    const m = props.marker
      ? new google.maps.Marker({
          map,
          position: { lat: props.marker.coordinates[1], lng: props.marker.coordinates[0] },
          draggable: true,
        })
      : null;
    m?.addListener('dragend', (e: google.maps.MapMouseEvent) => {
      if (e.latLng)
        latest.current.onMarkerChange?.({
          type: 'Point',
          coordinates: [round6(e.latLng.lng()), round6(e.latLng.lat())],
        });
    });
    return () => {
      click.remove();
      m?.setMap(null);
    };
  }, [map, props.draw, props.marker]);

  // Places search, on maps that draw or place something.
  const searching = Boolean(props.draw) || (!props.circles && props.interaction !== 'static');
  const t = useT();
  useEffect(() => {
    if (!map || !places || !search.current) return;
    const box = new places.Autocomplete(search.current, { fields: ['geometry'] });
    const l = box.addListener('place_changed', () => {
      const place = box.getPlace();
      if (place.geometry?.viewport) map.fitBounds(place.geometry.viewport);
      else if (place.geometry?.location) map.setCenter(place.geometry.location);
    });
    return () => l.remove();
  }, [map, places, searching]);

  return searching ? (
    <input
      ref={search}
      className="field-map__search"
      placeholder={t('components.mapSearchPlaces')}
      aria-label={t('components.mapSearchPlaces')}
    />
  ) : null;
}

export default function GoogleMap(props: FieldMapProps) {
  const apiKey = runtimeConfig().googleMapsApiKey ?? '';
  // A static map: no scroll-zoom and no default controls.
  const still = props.interaction === 'static';
  return (
    <div
      className="field-map"
      style={{ height: props.height ?? 420, position: 'relative' }}
      role="region"
      aria-label={props.label}
      data-testid="field-map"
    >
      <APIProvider apiKey={apiKey} libraries={['places']}>
        <Map
          defaultCenter={DEFAULT_CENTER}
          defaultZoom={MAP_DEFAULT_ZOOM}
          mapTypeId="hybrid"
          gestureHandling={still ? 'cooperative' : 'greedy'}
          scrollwheel={!still}
          disableDefaultUI={still}
          style={{ width: '100%', height: '100%' }}
        >
          <Overlays {...props} />
        </Map>
      </APIProvider>
    </div>
  );
}
