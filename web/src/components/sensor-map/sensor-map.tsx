/**
 * The field map of the dashboards and the report: the field outline (blue), its zones (pink and purple), and a circle
 * per sensor. Three variants:
 * - 'detail': a control bar (Info, Battery, Temperature, Moisture at 10/50/100 cm; it opens on
 *   10 cm), a colour legend, a time slider over every readout time (the latest by default; each
 *   sensor shows its reading at or before the time, and a sensor with none yet is drawn hollow as
 *   'No reading'), circles clustered on a 60 px grid when zoomed out, and a row of sensor buttons
 *   for the keyboard. A click selects the sensor and opens a popup with its name and value; a
 *   click on the circle whose popup is open closes it, and the next click opens it again. The
 *   sensors the page's charts show can be marked with their chart letters (`marks`).
 * - 'static': no scroll-zoom and no controls; circles in one colour toggle the selection and
 *   show the sensor id.
 * - 'pushpin' (the home page): a pushpin with the field's name, the outline, and a circle for the
 *   chosen sensor at its latest reading.
 */
import { useMemo, useState } from 'react';
import type { Point, Polygon } from '@shared/geo';
import type { ZoneParams } from '@shared/management/views';
import { DEFAULT_MAP_DATA_TYPE, type BandResult, type MapDataType } from '@shared/readings/map-bands';
import { readoutTimes, timeIndex } from '@shared/readings/timeline';
import type { SensorMoisture } from '@shared/readings/views';
import { FieldMap, type MapZone } from '../map/field-map';
import { MapControlBar } from './map-control-bar';
import { MapLegend } from './map-legend';
import { useMapWords } from './map-words';
import { SensorList } from './sensor-list';
import { detailCircles, sensorStates, staticCircles } from './sensor-circles';
import { TimeSlider } from './time-slider';
import './sensor-map.css';

export interface SensorMapProps {
  /** Accessible name of the map region. */
  label: string;
  fieldName: string;
  /** The outline (blue); the view fits it. */
  field: Polygon | null;
  /** Outlines in pink and purple, alternating. */
  zones: ZoneParams[];
  /** Positions, readings and zone thresholds. */
  sensors: SensorMoisture[];
  selectedSensorId: string | null;
  onSelectSensor: (sensorId: string) => void;
  /** The static map's second click on the selected circle (it toggles); without it the ring just goes. */
  onClearSelection?: () => void;
  /** 'detail' (default): control bar, legend, slider. */
  variant?: 'detail' | 'static' | 'pushpin';
  /** The detail map's mode, when its owner keeps it (the dashboards keep it in the URL); else the map keeps its own. */
  dataType?: MapDataType;
  onDataTypeChange?: (type: MapDataType) => void;
  /** The detail map's chart letters: sensor id → 'A', 'B' or 'AB'. */
  marks?: ReadonlyMap<string, string>;
  height?: number;
}

/** A click on a circle opens its popup, or closes it when it is the one open. */
const toggled = (id: string) => (open: string | null) => (open === id ? null : id);

const toMapZones = (zones: readonly ZoneParams[]): MapZone[] =>
  zones.map((z) => ({ id: z.id, name: z.zonename, polygon: z.points }));

/** The middle of a polygon's bounding box. */
export function boundsCentre(p: Polygon): Point {
  const ring = p.coordinates[0] ?? [];
  const lngs = ring.map((c) => c[0]);
  const lats = ring.map((c) => c[1]);
  return {
    type: 'Point',
    coordinates: [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2],
  };
}

export function SensorMap(props: SensorMapProps) {
  const variant = props.variant ?? 'detail';
  return (
    <section className={`sensor-map sensor-map--${variant}`} aria-label={props.label}>
      {variant === 'detail' ? (
        <DetailMap {...props} />
      ) : variant === 'static' ? (
        <StaticMap {...props} />
      ) : (
        <PushpinMap {...props} />
      )}
    </section>
  );
}

function DetailMap({
  fieldName,
  field,
  zones,
  sensors,
  selectedSensorId,
  onSelectSensor,
  height,
  marks,
  ...props
}: SensorMapProps) {
  const [ownDataType, setOwnDataType] = useState<MapDataType>(DEFAULT_MAP_DATA_TYPE);
  const dataType = props.dataType ?? ownDataType;
  const setDataType = props.onDataTypeChange ?? setOwnDataType;
  // The time the grower moved the slider to, for this field; none: follow the latest.
  const [chosen, setChosen] = useState<{ field: string; time: number } | null>(null);
  const [popupId, setPopupId] = useState<string | null>(null);

  const words = useMapWords();
  const times = useMemo(() => readoutTimes(sensors), [sensors]);
  const index = timeIndex(times, chosen?.field === fieldName ? chosen.time : null);
  const time = index >= 0 ? times[index]! : null;
  const states = useMemo(() => sensorStates(sensors, dataType, time, words), [sensors, dataType, time, words]);
  const circles = useMemo(
    () => detailCircles(states, dataType, time, selectedSensorId, marks, words),
    [states, dataType, time, selectedSensorId, marks, words],
  );
  const colours = useMemo(() => new Map(circles.map((c) => [c.id, c.colour])), [circles]);
  const present = useMemo(() => new Set<BandResult>(states.map((s) => s.band)), [states]);
  const mapZones = useMemo(() => toMapZones(zones), [zones]);

  const pick = (id: string) => {
    onSelectSensor(id);
    setPopupId(id);
  };
  const clickCircle = (id: string) => {
    onSelectSensor(id);
    setPopupId(toggled(id));
  };
  const move = (i: number) => setChosen(i >= times.length - 1 ? null : { field: fieldName, time: times[i]! });

  return (
    <>
      <MapControlBar value={dataType} onChange={setDataType} />
      <FieldMap
        label={words.t('components.mapOfType', { field: fieldName, type: words.typeName(dataType) })}
        height={height ?? 420}
        field={field}
        zones={mapZones}
        circles={circles}
        cluster
        onCircleClick={clickCircle}
        popupId={popupId}
        onPopupClose={() => setPopupId(null)}
      />
      <div className="sensor-map__below">
        <MapLegend type={dataType} present={present} />
        <TimeSlider times={times} index={index} onChange={move} />
      </div>
      <SensorList states={states} colours={colours} selectedId={selectedSensorId} marks={marks} onPick={pick} />
    </>
  );
}

function StaticMap({
  fieldName,
  field,
  zones,
  sensors,
  selectedSensorId,
  onSelectSensor,
  onClearSelection,
  height,
}: SensorMapProps) {
  // The sensor whose ring a second click took away (until the selection changes).
  const [clearedFor, setClearedFor] = useState<string | null>(null);
  const [popupId, setPopupId] = useState<string | null>(null);
  const shown = selectedSensorId !== null && selectedSensorId === clearedFor ? null : selectedSensorId;
  const words = useMapWords();
  const circles = useMemo(() => staticCircles(sensors, shown), [sensors, shown]);
  const mapZones = useMemo(() => toMapZones(zones), [zones]);

  const toggle = (id: string) => {
    if (id === shown) {
      setClearedFor(id);
      setPopupId(null);
      onClearSelection?.();
      return;
    }
    setClearedFor(null);
    setPopupId(id);
    onSelectSensor(id);
  };

  return (
    <FieldMap
      label={words.t('components.mapOf', { field: fieldName })}
      height={height ?? 300}
      interaction="static"
      field={field}
      zones={mapZones}
      circles={circles}
      onCircleClick={toggle}
      popupId={popupId}
      onPopupClose={() => setPopupId(null)}
    />
  );
}

function PushpinMap({ fieldName, field, sensors, selectedSensorId, onSelectSensor, height }: SensorMapProps) {
  const [popupId, setPopupId] = useState<string | null>(null);
  const words = useMapWords();
  const pushpin = useMemo(() => (field ? { point: boundsCentre(field), label: fieldName } : null), [field, fieldName]);
  const chosen = useMemo(() => sensors.filter((s) => s.sensor_id === selectedSensorId), [sensors, selectedSensorId]);
  // The chosen sensor's latest reading, at the map's default depth.
  const circles = useMemo(() => {
    const latest = readoutTimes(chosen).at(-1) ?? null;
    return detailCircles(
      sensorStates(chosen, DEFAULT_MAP_DATA_TYPE, latest, words),
      DEFAULT_MAP_DATA_TYPE,
      latest,
      selectedSensorId,
      undefined,
      words,
    );
  }, [chosen, selectedSensorId, words]);

  return (
    <FieldMap
      label={words.t('components.mapOf', { field: fieldName })}
      height={height ?? 300}
      field={field}
      pushpin={pushpin}
      circles={circles}
      onCircleClick={(id) => {
        onSelectSensor(id);
        setPopupId(toggled(id));
      }}
      popupId={popupId}
      onPopupClose={() => setPopupId(null)}
    />
  );
}
