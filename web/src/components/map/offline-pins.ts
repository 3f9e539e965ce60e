/**
 * Field pins on the offline (Leaflet) map, the farm map's way to pick a field: each pin is a
 * focusable button (Enter or Space acts as a click) with the field's name beside it and
 * `data-field-id` naming it for styles and tests. Pins closer than the cluster grid merge into a
 * numbered cluster that zooms in when clicked, so a grower with many fields still sees them apart.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { CLUSTER_GRID_PX, type MapPin } from './types';

/** From this zoom in (farm scale) every field has its own pin. */
const PINS_UNCLUSTERED_FROM_ZOOM = 14;

const isActivation = (e: L.LeafletKeyboardEvent) => e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ';

const PIN_SVG =
  '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 ' +
  '24s12-15 12-24C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

function decorate(el: HTMLElement, pin: MapPin): void {
  el.dataset.fieldId = pin.id;
  el.setAttribute('aria-label', pin.title);
  el.setAttribute('aria-pressed', String(Boolean(pin.selected)));
  el.title = pin.title;
  el.classList.toggle('field-pin--selected', Boolean(pin.selected));
  const name = el.querySelector<HTMLElement>('.field-pin__name');
  if (name) name.textContent = pin.label;
}

export class OfflinePins {
  private readonly group: L.MarkerClusterGroup;
  private readonly markers = new Map<string, { marker: L.Marker; pin: MapPin }>();

  constructor(
    private readonly map: L.Map,
    private readonly onClick: (id: string) => void,
  ) {
    this.group = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_GRID_PX,
      disableClusteringAtZoom: PINS_UNCLUSTERED_FROM_ZOOM,
      showCoverageOnHover: false,
      animate: false,
      spiderfyOnMaxZoom: false,
      zoomToBoundsOnClick: false,
      iconCreateFunction: (cluster) => {
        const n = cluster.getChildCount();
        return L.divIcon({
          className: 'sensor-cluster field-pin-cluster',
          html:
            `<span class="visually-hidden">${n} fields close together: zoom in</span><span ` +
            `aria-hidden="true">${n}</span>`,
          iconSize: [34, 34],
        });
      },
    });
    this.group.addTo(map);
    const zoomInto = (cluster: L.MarkerCluster) =>
      this.map.fitBounds(cluster.getBounds(), { padding: [48, 48], maxZoom: PINS_UNCLUSTERED_FROM_ZOOM + 1 });
    this.group.on('clusterclick', (e) => zoomInto((e as unknown as { layer: L.MarkerCluster }).layer));
    this.group.on('clusterkeypress', (e) => {
      const ev = e as unknown as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
      if (!isActivation(ev)) return;
      ev.originalEvent.preventDefault();
      zoomInto(ev.layer);
    });
  }

  /** Puts the pins on the map; returns their bounds when the set of pins changed (for the view to fit). */
  update(pins: readonly MapPin[]): L.LatLngBounds | null {
    const keep = new Set(pins.map((p) => p.id));
    let changed = false;
    for (const [id, { marker }] of this.markers) {
      if (keep.has(id)) continue;
      this.group.removeLayer(marker);
      this.markers.delete(id);
      changed = true;
    }
    const added: L.Marker[] = [];
    for (const pin of pins) {
      const at: L.LatLngExpression = [pin.point.coordinates[1], pin.point.coordinates[0]];
      const known = this.markers.get(pin.id);
      if (known) {
        known.pin = pin;
        if (!known.marker.getLatLng().equals(at)) {
          known.marker.setLatLng(at);
          changed = true;
        }
      } else {
        const marker = L.marker(at, {
          icon: L.divIcon({
            className: 'field-pin',
            html: `${PIN_SVG}<span class="field-pin__name" aria-hidden="true"></span>`,
            iconSize: [24, 36],
            iconAnchor: [12, 36],
          }),
          keyboard: true,
          title: pin.title,
          pmIgnore: true,
        } as L.MarkerOptions);
        const entry = { marker, pin };
        marker.on('add', () => {
          const el = marker.getElement();
          if (el) decorate(el, entry.pin);
        });
        marker.on('click', () => this.onClick(entry.pin.id));
        marker.on('keypress', (e) => {
          const ev = e as L.LeafletKeyboardEvent;
          if (!isActivation(ev)) return;
          ev.originalEvent.preventDefault();
          this.onClick(entry.pin.id);
        });
        this.markers.set(pin.id, entry);
        added.push(marker);
        changed = true;
      }
      const { marker } = this.markers.get(pin.id)!;
      marker.setZIndexOffset(pin.selected ? 1000 : 0);
      const el = marker.getElement();
      if (el) decorate(el, pin);
    }
    if (added.length) this.group.addLayers(added);
    this.group.refreshClusters();
    if (!changed || !pins.length) return null;
    return L.latLngBounds(pins.map((p) => [p.point.coordinates[1], p.point.coordinates[0]] as [number, number]));
  }

  destroy(): void {
    this.group.remove();
  }
}
