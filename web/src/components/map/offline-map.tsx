/**
 * The offline map: Leaflet with no tile layer (works with no internet and no key), and
 * leaflet-geoman for drawing and editing polygons. A plain grid background stands in for imagery.
 * Sensor circles (clustered or not) and the pushpin live in ./offline-circles, field pins in
 * ./offline-pins.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { closeRing, round6, type Point, type Polygon, type Position } from '@shared/geo';
import { MAP_DEFAULT_ZOOM } from '@shared/management/constants';
import { OfflineCircles, pushpinMarker } from './offline-circles';
import { OfflinePins } from './offline-pins';
import { DEFAULT_CENTER, MAP_COLOURS, type FieldMapProps } from './types';
import './map.css';
import { useFormat } from '../../lib/i18n/use-format';
import { useT } from '../../lib/i18n/use-t';
import type { UnitSystem } from '@shared/units';

const toLatLngs = (p: Polygon): L.LatLngExpression[] =>
  (p.coordinates[0] ?? []).slice(0, -1).map(([lng, lat]) => [lat, lng] as [number, number]);

function fromLayer(layer: L.Polygon): Polygon | null {
  const rings = layer.getLatLngs() as L.LatLng[][];
  const ring: Position[] = (rings[0] ?? []).map((ll) => [round6(ll.lng), round6(ll.lat)]);
  return ring.length >= 3 ? { type: 'Polygon', coordinates: [closeRing(ring)] } : null;
}

/** The scale bar speaks the reader's units: feet and miles for US customary, metres and kilometres otherwise. */
export const scaleOptions = (units: UnitSystem): L.Control.ScaleOptions => ({
  metric: units === 'metric',
  imperial: units === 'us',
});

const markerIcon = (colour: string) =>
  L.divIcon({
    className: 'field-map__pin',
    html: `<span style="background:${colour}"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

export default function OfflineMap(props: FieldMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  const editable = useRef<L.Polygon | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const circles = useRef<OfflineCircles | null>(null);
  const pins = useRef<OfflinePins | null>(null);
  const t = useT();
  const { units } = useFormat();
  const latest = useRef({ ...props, markerTitle: t('components.mapMarkerTitle') });
  latest.current = { ...props, markerTitle: t('components.mapMarkerTitle') };

  // The map itself, once; a static map has no scroll-zoom and no controls.
  useEffect(() => {
    if (!container.current) return;
    const still = latest.current.interaction === 'static';
    const m = L.map(container.current, {
      attributionControl: false,
      zoomControl: !still,
      // No tile layer sets a zoom range; the marker clusterer needs one.
      minZoom: 2,
      maxZoom: 20,
      scrollWheelZoom: !still,
      zoomSnap: 0.25,
      // A zoom animation still running when a dialog closes and removes the map throws inside
      // Leaflet (_leaflet_pos of a removed pane); without imagery the animation adds little.
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    }).setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], MAP_DEFAULT_ZOOM);
    shapes.current = L.layerGroup().addTo(m);
    m.pm.setGlobalOptions({ snappable: false, allowSelfIntersection: false });
    m.on('pm:create', (e) => {
      const layer = e.layer as L.Polygon;
      m.pm.disableDraw();
      editable.current?.remove();
      editable.current = layer;
      layer.setStyle({ color: MAP_COLOURS.drawing });
      layer.pm.enable({ allowSelfIntersection: false });
      layer.on('pm:edit', () => latest.current.onPolygonChange?.(fromLayer(layer)));
      latest.current.onPolygonChange?.(fromLayer(layer));
    });
    m.on('click', (e: L.LeafletMouseEvent) => {
      if (latest.current.draw !== 'marker') return;
      const point: Point = { type: 'Point', coordinates: [round6(e.latlng.lng), round6(e.latlng.lat)] };
      latest.current.onMarkerChange?.(point);
    });
    circles.current = new OfflineCircles(m, {
      cluster: Boolean(latest.current.cluster),
      autoPan: !still,
      onClick: (id) => latest.current.onCircleClick?.(id),
      onPopupClose: () => latest.current.onPopupClose?.(),
    });
    // Only the farm map has pins: other maps make no pin layer.
    if (latest.current.pins) pins.current = new OfflinePins(m, (id) => latest.current.onPinClick?.(id));
    map.current = m;
    return () => {
      circles.current?.destroy();
      circles.current = null;
      pins.current?.destroy();
      pins.current = null;
      m.remove();
      map.current = null;
    };
  }, []);

  // The scale bar (not on a static map), replaced when the person switches units.
  useEffect(() => {
    const m = map.current;
    if (!m || latest.current.interaction === 'static') return;
    const scale = L.control.scale(scaleOptions(units)).addTo(m);
    return () => {
      scale.remove();
    };
  }, [units]);

  // Read-only shapes: field, other fields, zones, sensors; fit the view.
  const { field, otherFields, zones, sensors } = props;
  useEffect(() => {
    const m = map.current;
    const group = shapes.current;
    if (!m || !group) return;
    group.clearLayers();
    for (const other of otherFields ?? [])
      L.polygon(toLatLngs(other), {
        color: MAP_COLOURS.otherField,
        weight: 1,
        fillOpacity: 0.05,
        interactive: false,
        pmIgnore: true,
      }).addTo(group);
    if (field)
      L.polygon(toLatLngs(field), {
        color: MAP_COLOURS.field,
        weight: 3,
        fillOpacity: 0.08,
        interactive: false,
        pmIgnore: true,
      }).addTo(group);
    (zones ?? []).forEach((z, i) =>
      L.polygon(toLatLngs(z.polygon), { color: MAP_COLOURS.zones[i % 2], weight: 2, fillOpacity: 0.12, pmIgnore: true })
        .bindTooltip(z.name, { sticky: true })
        .addTo(group),
    );
    for (const s of sensors ?? []) {
      L.marker([s.point.coordinates[1], s.point.coordinates[0]], {
        icon: markerIcon(s.outside ? MAP_COLOURS.sensorOutside : MAP_COLOURS.sensor),
        pmIgnore: true,
        keyboard: false,
      })
        .bindTooltip(s.label)
        .addTo(group);
    }
    const target = field ?? latest.current.polygon;
    if (target) m.fitBounds(L.latLngBounds(toLatLngs(target)), { padding: [24, 24], maxZoom: 17 });
    else if (otherFields?.length)
      m.fitBounds(L.latLngBounds(otherFields.flatMap(toLatLngs)), { padding: [24, 24], maxZoom: 15 });
  }, [field, otherFields, zones, sensors]);

  // Sensor circles and the open popup.
  const { circles: circleList, popupId } = props;
  useEffect(() => {
    circles.current?.update(circleList ?? [], popupId ?? null);
  }, [circleList, popupId]);

  // Field pins; a new set of pins is fitted when nothing else sets the view.
  const pinList = props.pins;
  useEffect(() => {
    const m = map.current;
    if (!m || !pins.current) return;
    const bounds = pins.current.update(pinList ?? []);
    if (bounds && !latest.current.field && !latest.current.otherFields?.length)
      m.fitBounds(bounds, { padding: [48, 48], maxZoom: 15 });
  }, [pinList]);

  // The pushpin.
  const { pushpin } = props;
  useEffect(() => {
    const m = map.current;
    if (!m || !pushpin) return;
    const pin = pushpinMarker(pushpin.point.coordinates, pushpin.label).addTo(m);
    return () => {
      pin.remove();
    };
  }, [pushpin]);

  // The polygon being drawn or edited.
  const { draw, polygon } = props;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (draw !== 'polygon') {
      m.pm.disableDraw();
      editable.current?.remove();
      editable.current = null;
      return;
    }
    if (polygon && !editable.current) {
      const layer = L.polygon(toLatLngs(polygon), { color: MAP_COLOURS.drawing });
      layer.addTo(m);
      layer.pm.enable({ allowSelfIntersection: false });
      layer.on('pm:edit', () => latest.current.onPolygonChange?.(fromLayer(layer)));
      editable.current = layer;
      if (!latest.current.field) m.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 17 });
    }
    if (!polygon) {
      editable.current?.remove();
      editable.current = null;
      m.pm.enableDraw('Polygon', {
        snappable: false,
        allowSelfIntersection: false,
        templineStyle: { color: MAP_COLOURS.drawing },
        hintlineStyle: { color: MAP_COLOURS.drawing, dashArray: '5,5' },
      });
    }
  }, [draw, polygon]);

  // The marker being placed.
  const markerValue = props.marker;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (draw !== 'marker' || !markerValue) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [markerValue.coordinates[1], markerValue.coordinates[0]];
    if (!marker.current) {
      // Leaflet makes a draggable marker a focusable button: its title is that button's name.
      marker.current = L.marker(at, {
        draggable: true,
        icon: markerIcon(MAP_COLOURS.drawing),
        pmIgnore: true,
        title: latest.current.markerTitle,
      }).addTo(m);
      marker.current.on('dragend', () => {
        const ll = marker.current!.getLatLng();
        latest.current.onMarkerChange?.({ type: 'Point', coordinates: [round6(ll.lng), round6(ll.lat)] });
      });
    } else {
      marker.current.setLatLng(at);
    }
  }, [draw, markerValue]);

  return (
    <div
      ref={container}
      className={
        'field-map field-map--offline' +
        (draw ? ' field-map--drawing' : '') +
        (props.interaction === 'static' ? ' field-map--static' : '')
      }
      style={{ height: props.height ?? 420 }}
      role="region"
      aria-label={props.label}
      data-testid="field-map"
    />
  );
}
