/**
 * The dashboards' choices, kept in the URL: the field (first field when absent), the sensor of
 * each chart (first sensor when absent or of another field), the period, the detail map's mode
 * (what its circles show). The field record also
 * travels in navigation state, so a page opened from another starts on it before the field list
 * has loaded. Fallbacks are written into the URL (replacing the entry, so Back is not a trap).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import type { FieldView } from '@shared/management/views';
import { useFields } from '../../../api/fields';
import { useFieldMoisture } from '../../../api/readings';
import type { MapDataType } from '@shared/readings/map-bands';
import {
  chooseField,
  chooseSensor,
  FIELD_PARAM,
  MAP_MODE_PARAM,
  parseMapMode,
  parseRange,
  RANGE_PARAM,
  DEFAULT_RANGE,
  settledParams,
  withField,
  withMapMode,
  withSensor,
  type RangeKey,
  type SensorParam,
} from './dashboard-params';

interface NavState {
  field?: FieldView;
}

export function useDashboardSelection(sensorParams: readonly SensorParam[]) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const fieldsQuery = useFields();
  const fields = useMemo(() => fieldsQuery.data ?? [], [fieldsQuery.data]);
  const stateField = (location.state as NavState | null)?.field ?? null;
  const fieldParam = params.get(FIELD_PARAM);

  // Before the list arrives, the field named in navigation state stands in.
  const field = fieldsQuery.data
    ? chooseField(fields, fieldParam)
    : stateField && stateField.field_id === fieldParam
      ? stateField
      : null;
  const fieldId = field?.field_id ?? (fieldsQuery.data ? null : fieldParam);
  // The sensor list: the field's moisture answer without a range (the one the map draws).
  const sensorsQuery = useFieldMoisture(fieldId);
  const sensors = useMemo(() => sensorsQuery.data ?? [], [sensorsQuery.data]);

  const go = useCallback(
    (next: URLSearchParams, f: FieldView | null, replace = false) =>
      navigate(
        { pathname: location.pathname, search: next.toString() },
        { replace, state: f ? { field: f } : location.state },
      ),
    [navigate, location.pathname, location.state],
  );

  // While the router loads another page, this one is still on screen and must not navigate: a
  // fallback written now would replace the page the grower asked for.
  const leaving = navigation.state !== 'idle';
  // Nor while a list is being fetched again: an answer restored from the offline cache may lack
  // what the URL names (a sensor paired since), and a fallback written now would stick.
  const refreshing = fieldsQuery.isFetching || sensorsQuery.isFetching;
  useEffect(() => {
    if (!fieldsQuery.data || leaving || refreshing) return;
    const next = settledParams(params, fields, sensorsQuery.data && field ? sensors : null, sensorParams);
    if (next) go(next, chooseField(fields, next.get(FIELD_PARAM)), true);
  }, [params, fields, fieldsQuery.data, sensorsQuery.data, sensors, field, sensorParams, go, leaving, refreshing]);

  const setField = useCallback((f: FieldView) => go(withField(params, f.field_id), f), [go, params]);
  const setSensor = useCallback(
    (name: SensorParam, sensorId: string) => go(withSensor(params, name, sensorId), field),
    [go, params, field],
  );
  const range = parseRange(params.get(RANGE_PARAM));
  const setRange = useCallback(
    (key: RangeKey) => {
      const next = new URLSearchParams(params);
      if (key === DEFAULT_RANGE) next.delete(RANGE_PARAM);
      else next.set(RANGE_PARAM, key);
      go(next, field);
    },
    [go, params, field],
  );
  const mapMode = parseMapMode(params.get(MAP_MODE_PARAM));
  const setMapMode = useCallback((mode: MapDataType) => go(withMapMode(params, mode), field), [go, params, field]);

  return {
    fieldsQuery,
    fields,
    field,
    fieldId,
    sensorsQuery,
    sensors,
    /** The chosen sensor for a parameter (its fallback applied already, before the URL catches up). */
    sensorFor: (name: SensorParam) => chooseSensor(sensors, params.get(name)),
    setField,
    setSensor,
    range,
    setRange,
    mapMode,
    setMapMode,
  };
}
