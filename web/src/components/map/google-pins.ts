/**
 * Field pins on the Google map (the farm map): a marker per field with its name as the label,
 * clustered with the marker clusterer on the 60 px grid; a click picks the field. Google makes a
 * clickable marker with a title a focusable button, so Enter works as on the offline map.
 */
import { GridAlgorithm, MarkerClusterer } from '@googlemaps/markerclusterer';
import { CLUSTER_GRID_PX, MAP_COLOURS, type MapPin } from './types';

const PIN_PATH = 'M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z';
const PINS_UNCLUSTERED_FROM_ZOOM = 14;

const icon = (pin: MapPin): google.maps.Symbol => ({
  path: PIN_PATH,
  fillColor: pin.selected ? MAP_COLOURS.pushpin : MAP_COLOURS.field,
  fillOpacity: 1,
  strokeColor: '#ffffff',
  strokeWeight: pin.selected ? 2.5 : 1.5,
  anchor: new google.maps.Point(12, 36),
  labelOrigin: new google.maps.Point(12, -10),
});

export class GooglePins {
  private readonly markers = new Map<string, { marker: google.maps.Marker; pin: MapPin }>();
  private readonly clusterer: MarkerClusterer;

  constructor(
    map: google.maps.Map,
    private readonly onClick: (id: string) => void,
  ) {
    this.clusterer = new MarkerClusterer({
      map,
      algorithm: new GridAlgorithm({ gridSize: CLUSTER_GRID_PX, maxZoom: PINS_UNCLUSTERED_FROM_ZOOM }),
    });
  }

  /** Puts the pins on the map; returns their bounds when the set of pins changed (for the view to fit). */
  update(pins: readonly MapPin[]): google.maps.LatLngBounds | null {
    const keep = new Set(pins.map((p) => p.id));
    let changed = false;
    for (const [id, { marker }] of this.markers) {
      if (keep.has(id)) continue;
      this.clusterer.removeMarker(marker, true);
      this.markers.delete(id);
      changed = true;
    }
    const added: google.maps.Marker[] = [];
    for (const pin of pins) {
      const position = { lat: pin.point.coordinates[1], lng: pin.point.coordinates[0] };
      let entry = this.markers.get(pin.id);
      if (!entry) {
        const marker = new google.maps.Marker({ position, title: pin.title });
        const made = { marker, pin };
        marker.addListener('click', () => this.onClick(made.pin.id));
        this.markers.set(pin.id, made);
        added.push(marker);
        entry = made;
        changed = true;
      }
      entry.pin = pin;
      entry.marker.setPosition(position);
      entry.marker.setTitle(pin.title);
      entry.marker.setIcon(icon(pin));
      entry.marker.setZIndex(pin.selected ? 1000 : 0);
      entry.marker.setLabel({
        text: pin.label,
        color: '#ffffff',
        fontWeight: '700',
        fontSize: '13px',
        className: 'field-map__gm-pushpin-label',
      });
    }
    if (added.length) this.clusterer.addMarkers(added, true);
    this.clusterer.render();
    if (!changed || !pins.length) return null;
    const bounds = new google.maps.LatLngBounds();
    for (const p of pins) bounds.extend({ lat: p.point.coordinates[1], lng: p.point.coordinates[0] });
    return bounds;
  }

  destroy(): void {
    this.clusterer.clearMarkers();
    this.clusterer.setMap(null);
    for (const { marker } of this.markers.values()) marker.setMap(null);
    this.markers.clear();
  }
}
