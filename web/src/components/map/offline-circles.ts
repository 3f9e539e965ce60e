/**
 * Sensor circles on the offline (Leaflet) map. Each circle is a marker whose element is a round,
 * coloured button: focusable, Enter or Space acts as a click, its aria-label says who it is and
 * what its colour means, and `data-sensor-id`/`data-band` name it for styles and tests. Markers
 * are kept across updates (a focused circle keeps its focus when its colour changes), and resized
 * on zoom (./circle-radius). Circles closer than the cluster grid merge into a numbered cluster
 * that zooms in when clicked. One popup at a time, for the circle `popupId` names.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { circleRadiusPx } from './circle-radius';
import { CLUSTER_GRID_PX, UNCLUSTERED_FROM_ZOOM, type MapCircle } from './types';

interface Options {
  cluster: boolean;
  /** A static map does not pan to show a popup. */
  autoPan: boolean;
  onClick: (id: string) => void;
  onPopupClose: () => void;
}

const isActivation = (e: L.LeafletKeyboardEvent) => e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ';

/** Names sit above and below their circles in turn, so neighbours' names do not overlap. */
function decorate(el: HTMLElement, c: MapCircle, radius: number, side: 'above' | 'below'): void {
  const r = c.selected ? radius + 3 : radius;
  el.dataset.sensorId = c.id;
  el.dataset.band = c.band;
  el.setAttribute('aria-label', c.title);
  el.setAttribute('aria-pressed', String(Boolean(c.selected)));
  el.title = c.title;
  el.classList.toggle('sensor-circle--selected', Boolean(c.selected));
  el.style.width = el.style.height = `${2 * r}px`;
  el.style.marginLeft = el.style.marginTop = `${-r}px`;
  el.style.backgroundColor = c.colour;
  // The letters are drawn from the attribute by CSS, not as text: the circle's name says them in
  // words ('shown in chart A'), and text inside a button its name does not contain is an axe finding.
  if (c.mark) el.dataset.mark = c.mark;
  else delete el.dataset.mark;
  let label = el.querySelector<HTMLElement>('.sensor-circle__label');
  if (c.label && !label) {
    label = document.createElement('span');
    label.className = 'sensor-circle__label';
    label.setAttribute('aria-hidden', 'true');
    el.append(label);
  }
  if (label) {
    if (c.label) {
      label.textContent = c.label;
      label.className = `sensor-circle__label sensor-circle__label--${side}`;
    } else label.remove();
  }
}

function popupContent(c: MapCircle): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sensor-popup';
  box.dataset.sensorId = c.id;
  box.setAttribute('role', 'status');
  c.popup.forEach((line, i) => {
    const el = document.createElement(i === 0 ? 'strong' : 'span');
    el.textContent = line;
    box.append(el);
  });
  return box;
}

const clusterIcon = (selected: boolean) => (cluster: L.MarkerCluster) => {
  const n = cluster.getChildCount();
  return L.divIcon({
    className: `sensor-cluster${selected ? ' sensor-cluster--selected' : ''}`,
    // Named by its content: Leaflet makes the element a button.
    html:
      `<span class="visually-hidden">${n} sensors close together: zoom in</span><span ` +
      `aria-hidden="true">${n}</span>`,
    iconSize: [34, 34],
  });
};

export class OfflineCircles {
  private readonly group: L.FeatureGroup;
  private readonly markers = new Map<string, { marker: L.Marker; circle: MapCircle; side: 'above' | 'below' }>();
  private popup: L.Popup | null = null;
  private popupId: string | null = null;
  private closing = false;

  constructor(
    private readonly map: L.Map,
    private readonly opts: Options,
  ) {
    this.group = opts.cluster
      ? L.markerClusterGroup({
          maxClusterRadius: CLUSTER_GRID_PX,
          disableClusteringAtZoom: UNCLUSTERED_FROM_ZOOM,
          showCoverageOnHover: false,
          // The map does not animate its zoom; clusters split and merge at once too.
          animate: false,
          // A cluster zooms in to where its sensors are drawn one by one (below), not into a spider.
          spiderfyOnMaxZoom: false,
          zoomToBoundsOnClick: false,
          iconCreateFunction: (cluster) => {
            const ids = new Set(cluster.getAllChildMarkers().map((m) => (m.options as { sensorId?: string }).sensorId));
            const selected = [...this.markers.values()].some((x) => x.circle.selected && ids.has(x.circle.id));
            return clusterIcon(selected)(cluster);
          },
        })
      : L.featureGroup();
    this.group.addTo(map);
    if (opts.cluster) {
      // A cluster is a button (named by its count): a click, Enter or Space zooms in to its sensors.
      this.group.on('clusterclick', (e) => this.zoomInto((e as unknown as { layer: L.MarkerCluster }).layer));
      this.group.on('clusterkeypress', (e) => {
        const ev = e as unknown as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
        if (!isActivation(ev)) return;
        ev.originalEvent.preventDefault();
        this.zoomInto(ev.layer);
      });
    }
    map.on('zoomend', this.resize);
    map.on('popupclose', this.popupClosed);
    map.on('click', this.mapClicked);
  }

  /**
   * A click on the map itself (not on a circle: markers do not pass their clicks on) closes the
   * popup. Leaflet's own close-on-click listens to 'preclick', which fires for a click on a
   * circle too, just before its 'click': a click on the circle whose popup was open closed the
   * popup behind the owner's back, the owner's 'closed' and 'open it again' then cancelled out
   * in one render, and the popup stayed shut for every later click or Enter on that circle.
   */
  private readonly mapClicked = () => {
    if (this.popup && this.map.hasLayer(this.popup)) this.map.closePopup(this.popup);
  };

  /** Zoom to a cluster's sensors, at least as close as circles are drawn one by one. */
  private zoomInto(cluster: L.MarkerCluster): void {
    const bounds = cluster.getBounds();
    const fit = this.map.getBoundsZoom(bounds, false, L.point(48, 48));
    this.map.setView(bounds.getCenter(), Math.min(17, Math.max(UNCLUSTERED_FROM_ZOOM, fit)));
  }

  private radius(): number {
    return circleRadiusPx(this.map.getZoom());
  }

  private readonly resize = () => {
    const r = this.radius();
    for (const { marker, circle, side } of this.markers.values()) {
      const el = marker.getElement();
      if (el) decorate(el, circle, r, side);
    }
  };

  private readonly popupClosed = (e: L.PopupEvent) => {
    if (e.popup !== this.popup || this.closing) return;
    this.popup = null;
    this.popupId = null;
    this.opts.onPopupClose();
  };

  update(circles: readonly MapCircle[], popupId: string | null): void {
    const r = this.radius();
    const keep = new Set(circles.map((c) => c.id));
    for (const [id, { marker }] of this.markers) {
      if (!keep.has(id)) {
        this.group.removeLayer(marker);
        this.markers.delete(id);
      }
    }
    const added: L.Marker[] = [];
    circles.forEach((c, i) => {
      const side: 'above' | 'below' = i % 2 ? 'below' : 'above';
      const at: L.LatLngExpression = [c.point.coordinates[1], c.point.coordinates[0]];
      const known = this.markers.get(c.id);
      if (known) {
        known.circle = c;
        known.side = side;
        if (!known.marker.getLatLng().equals(at)) known.marker.setLatLng(at);
      } else {
        const marker = L.marker(at, {
          icon: L.divIcon({ className: 'sensor-circle', html: '', iconSize: [2 * r, 2 * r] }),
          keyboard: true,
          title: c.title,
          pmIgnore: true,
          sensorId: c.id,
        } as L.MarkerOptions);
        const entry = { marker, circle: c, side };
        // Elements are made when a marker comes on the map (again after un-clustering): dress each.
        marker.on('add', () => {
          const el = marker.getElement();
          if (el) decorate(el, entry.circle, this.radius(), entry.side);
        });
        marker.on('click', () => this.opts.onClick(entry.circle.id));
        marker.on('keypress', (e) => {
          const ev = e as L.LeafletKeyboardEvent;
          if (!isActivation(ev)) return;
          ev.originalEvent.preventDefault();
          this.opts.onClick(entry.circle.id);
        });
        this.markers.set(c.id, entry);
        added.push(marker);
      }
      const { marker } = this.markers.get(c.id)!;
      marker.setZIndexOffset(c.selected ? 1000 : 0);
      const el = marker.getElement();
      if (el) decorate(el, c, r, side);
    });
    if (added.length) {
      if (this.opts.cluster) (this.group as L.MarkerClusterGroup).addLayers(added);
      else added.forEach((m) => this.group.addLayer(m));
    }
    // Cluster icons show whether they hold the selected sensor.
    if (this.opts.cluster) (this.group as L.MarkerClusterGroup).refreshClusters();
    this.showPopup(popupId);
  }

  private showPopup(id: string | null): void {
    const entry = id ? this.markers.get(id) : undefined;
    if (!entry) {
      if (this.popup) {
        this.closing = true;
        this.map.closePopup(this.popup);
        this.closing = false;
      }
      this.popup = null;
      this.popupId = null;
      return;
    }
    const content = popupContent(entry.circle);
    const offset = L.point(0, -(this.radius() + 2));
    if (this.popup && this.popupId === id && this.map.hasLayer(this.popup)) {
      this.popup.setContent(content);
      return;
    }
    if (this.popup) {
      this.closing = true;
      this.map.closePopup(this.popup);
      this.closing = false;
    }
    this.popupId = id;
    this.popup = L.popup({
      autoPan: this.opts.autoPan,
      offset,
      className: 'sensor-popup__frame',
      maxWidth: 240,
      closeOnClick: false,
    })
      .setLatLng(entry.marker.getLatLng())
      .setContent(content)
      .openOn(this.map);
  }

  destroy(): void {
    this.map.off('zoomend', this.resize);
    this.map.off('popupclose', this.popupClosed);
    this.map.off('click', this.mapClicked);
    if (this.popup) {
      this.closing = true;
      this.map.closePopup(this.popup);
    }
    this.group.remove();
  }
}

/** A pushpin with its name above it (sensors often lie beside the field's middle). */
export function pushpinMarker(point: [number, number], label: string): L.Marker {
  const icon = L.divIcon({
    className: 'field-map__pushpin',
    html:
      '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 ' +
      '12 24s12-15 12-24C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
    iconSize: [24, 36],
    iconAnchor: [12, 36],
    tooltipAnchor: [0, -38],
  });
  return L.marker([point[1], point[0]], {
    icon,
    keyboard: false,
    interactive: false,
    pmIgnore: true,
    alt: label,
  }).bindTooltip(label, { permanent: true, direction: 'top', className: 'field-map__pushpin-label' });
}
