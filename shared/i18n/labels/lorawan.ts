/**
 * Why an uplink was kept aside, in the grower's words: the reason's label and what to do (the
 * connection's page and the Connect your sensors documentation), and the detail by its code, one
 * table for the server's English (`ENGLISH_PARKED`) and the web's reader.
 */
import type { ParkedDetailCode, ParkedDetailValues, ParkReason } from '../../lorawan/views';
import { formatQuantity } from '../../units/format';
import { ENGLISH_MESSAGES, type MessageKey } from '../catalogue';
import { translatorFor, type MessageValues } from '../translator';

export const PARK_REASON_KEYS: Readonly<Record<ParkReason, { label: MessageKey; action: MessageKey }>> = {
  'unknown-device': { label: 'management.parkUnknownDevice', action: 'management.parkUnknownDeviceAction' },
  undecodable: { label: 'management.parkUndecodable', action: 'management.parkUndecodableAction' },
  'out-of-range': { label: 'management.parkOutOfRange', action: 'management.parkOutOfRangeAction' },
  'no-sensor': { label: 'management.parkNoSensor', action: 'management.parkNoSensorAction' },
};

export const PARKED_DETAIL_KEYS: Readonly<Record<ParkedDetailCode, MessageKey>> = {
  no_dev_eui: 'management.parkedNoDevEui',
  not_paired: 'management.parkedNotPaired',
  sensor_gone: 'management.parkedSensorGone',
  value_out_of_range: 'management.parkedValueOutOfRange',
  clock_off: 'management.parkedClockOff',
  no_moisture_at_depth: 'management.parkedNoMoistureAtDepth',
  no_soil_moisture: 'management.parkedNoSoilMoisture',
  not_decoded: 'management.parkedNotDecoded',
  unknown_device_type: 'management.parkedUnknownDeviceType',
  no_payload: 'management.parkedNoPayload',
  server_values_not_object: 'management.parkedServerValuesNotObject',
  server_values_unrecognised: 'management.parkedServerValuesUnrecognised',
  server_values_no_soil: 'management.parkedServerValuesNoSoil',
  not_decentlab_frame: 'management.parkedNotDecentlabFrame',
  frame_too_short: 'management.parkedFrameTooShort',
  wrong_port: 'management.parkedWrongPort',
  wrong_port_datalog: 'management.parkedWrongPortDatalog',
  no_soil_no_battery: 'management.parkedNoSoilNoBattery',
  teros_no_values: 'management.parkedTerosNoValues',
  probe_no_depth: 'management.parkedProbeNoDepth',
  payload_length: 'management.parkedPayloadLength',
  datalog_length: 'management.parkedDatalogLength',
  datalog_empty: 'management.parkedDatalogEmpty',
  datalog_from_bytes: 'management.parkedDatalogFromBytes',
  status_unreadable: 'management.parkedStatusUnreadable',
  raw_counts_mode: 'management.parkedRawCountsMode',
  values_outside_probe: 'management.parkedValuesOutsideProbe',
  no_soil_in_uplink: 'management.parkedNoSoilInUplink',
};

/** What a detail needs to be written: the translator, and a soil temperature (°C) in the reader's units. */
export interface ParkedWords {
  t: (key: MessageKey, values?: MessageValues) => string;
  temperature: (celsius: number) => string;
}

/** The API's English: en-AU words, °C. */
export const ENGLISH_PARKED: ParkedWords = {
  t: translatorFor('en-AU', ENGLISH_MESSAGES).t,
  temperature: (c) => formatQuantity('temperature', c, 'metric', { locale: 'en-AU' }),
};

/** A detail in words; a figure it needs and lacks reads '?'. */
export function parkedDetailText(code: ParkedDetailCode, values: ParkedDetailValues | null, w: ParkedWords): string {
  const v = values ?? {};
  return w.t(PARKED_DETAIL_KEYS[code], {
    sensor: v.sensor ?? '?',
    model: v.model ?? '?',
    // ICU selects on text: 'none' when the uplink came on no port.
    port: v.port === null || v.port === undefined ? 'none' : String(v.port),
    expected: v.expected ?? '?',
    datalog: v.datalog ?? '?',
    bytes: v.bytes ?? '?',
    length: v.length ?? '?',
    moisture: v.moisture ?? '?',
    temperature: v.temperature_c === undefined ? '?' : w.temperature(v.temperature_c),
  });
}
