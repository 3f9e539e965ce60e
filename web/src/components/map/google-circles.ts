/**
 * Sensor circles on the Google map: circle-symbol markers (so the marker clusterer can group
 * them, grid 60 px), resized on zoom like the offline circles (./circle-radius), one info window
 * for the circle `popupId` names, and a pushpin with a label for the field.
 */
import { GridAlgorithm, MarkerClusterer } from '@googlemaps/markerclusterer';
import { circleRadiusPx } from './circle-radius';
import { CLUSTER_GRID_PX, MAP_COLOURS, UNCLUSTERED_FROM_ZOOM, type MapCircle } from './types';

interface Options {
  cluster: boolean;
  onClick: (id: string) => void;
  onPopupClose: () => void;
}

const symbol = (c: MapCircle, radius: number): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  scale: c.selected ? radius + 3 : radius,
  fillColor: c.colour,
  fillOpacity: 0.92,
  strokeColor: c.selected ? '#17261d' : '#ffffff',
  strokeWeight: c.selected ? 3 : 2,
});

function popupContent(c: MapCircle): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sensor-popup';
  box.dataset.sensorId = c.id;
  c.popup.forEach((line, i) => {
    const el = document.createElement(i === 0 ? 'strong' : 'span');
    el.textContent = line;
    box.append(el);
  });
  return box;
}

export class GoogleCircles {
  private readonly markers = new Map<string, { marker: google.maps.Marker; circle: MapCircle }>();
  private readonly clusterer: MarkerClusterer | null;
  private readonly info = new google.maps.InfoWindow();
  private readonly listeners: google.maps.MapsEventListener[] = [];
  private popupId: string | null = null;
  private closing = false;

  constructor(
    private readonly map: google.maps.Map,
    private readonly opts: Options,
  ) {
    this.clusterer = opts.cluster
      ? new MarkerClusterer({
          map,
          algorithm: new GridAlgorithm({ gridSize: CLUSTER_GRID_PX, maxZoom: UNCLUSTERED_FROM_ZOOM }),
        })
      : null;
    this.listeners.push(
      map.addListener('zoom_changed', () => {
        const r = this.radius();
        for (const { marker, circle } of this.markers.values()) marker.setIcon(symbol(circle, r));
      }),
      this.info.addListener('closeclick', () => this.closed()),
    );
  }

  private radius(): number {
    return circleRadiusPx(this.map.getZoom() ?? 12);
  }

  private closed(): void {
    if (this.closing) return;
    this.popupId = null;
    this.opts.onPopupClose();
  }

  update(circles: readonly MapCircle[], popupId: string | null): void {
    const r = this.radius();
    const keep = new Set(circles.map((c) => c.id));
    for (const [id, { marker }] of this.markers) {
      if (keep.has(id)) continue;
      if (this.clusterer) this.clusterer.removeMarker(marker, true);
      else marker.setMap(null);
      this.markers.delete(id);
    }
    const added: google.maps.Marker[] = [];
    for (const c of circles) {
      const position = { lat: c.point.coordinates[1], lng: c.point.coordinates[0] };
      let entry = this.markers.get(c.id);
      if (!entry) {
        const marker = new google.maps.Marker({ position, title: c.title, map: this.clusterer ? null : this.map });
        const made = { marker, circle: c };
        marker.addListener('click', () => this.opts.onClick(made.circle.id));
        this.markers.set(c.id, made);
        added.push(marker);
        entry = made;
      }
      entry.circle = c;
      entry.marker.setPosition(position);
      entry.marker.setTitle(c.title);
      entry.marker.setIcon(symbol(c, r));
      entry.marker.setZIndex(c.selected ? 1000 : 0);
      const text = [c.mark, c.label].filter(Boolean).join(' · ');
      entry.marker.setLabel(
        text
          ? { text, color: '#17261d', fontSize: '12px', fontWeight: '600', className: 'sensor-circle__gm-label' }
          : null,
      );
    }
    if (this.clusterer) {
      if (added.length) this.clusterer.addMarkers(added, true);
      this.clusterer.render();
    }
    this.showPopup(popupId);
  }

  private showPopup(id: string | null): void {
    const entry = id ? this.markers.get(id) : undefined;
    if (!entry) {
      this.closing = true;
      this.info.close();
      this.closing = false;
      this.popupId = null;
      return;
    }
    this.info.setContent(popupContent(entry.circle));
    if (this.popupId !== id) {
      this.info.setPosition(entry.marker.getPosition());
      this.info.setOptions({ pixelOffset: new google.maps.Size(0, -this.radius()) });
      this.info.open({ map: this.map });
      this.popupId = id;
    }
  }

  destroy(): void {
    this.listeners.forEach((l) => l.remove());
    this.closing = true;
    this.info.close();
    if (this.clusterer) {
      this.clusterer.clearMarkers();
      this.clusterer.setMap(null);
    }
    for (const { marker } of this.markers.values()) marker.setMap(null);
    this.markers.clear();
  }
}

/** A pushpin with its name as the marker's label. */
export function googlePushpin(map: google.maps.Map, point: [number, number], label: string): google.maps.Marker {
  return new google.maps.Marker({
    map,
    position: { lat: point[1], lng: point[0] },
    title: label,
    clickable: false,
    icon: {
      path: 'M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z',
      fillColor: MAP_COLOURS.pushpin,
      fillOpacity: 1,
      strokeColor: '#ffffff',
      strokeWeight: 1.5,
      anchor: new google.maps.Point(12, 36),
      labelOrigin: new google.maps.Point(12, -10),
    },
    label: {
      text: label,
      color: '#ffffff',
      fontWeight: '700',
      fontSize: '13px',
      className: 'field-map__gm-pushpin-label',
    },
  });
}
