/**
 * The sensor wizard's flow, apart from the form's values: which step shows, which gateways were
 * put in pairing mode, and how the last pairing request and handshake check went.
 * Steps: 0 Searching (the field's gateways) → 1 Pairing → 2 Submit → 3 Result.
 */
import { z } from 'zod';
import type { Point } from '@shared/geo';
import { DEFAULT_BATTERY_THRESHOLD } from '@shared/management/constants';
import { batteryThresholdSchema, sensorIdSchema } from '@shared/management/rules';
import type { GatewaySensorRow } from '@shared/management/views';
import type { MessageKey } from '@shared/i18n/catalogue';

/** The steps' names (message keys). */
export const SENSOR_WIZARD_STEPS = [
  'management.stepSearching',
  'management.stepPairing',
  'management.stepSubmit',
  'management.stepResult',
] as const satisfies readonly MessageKey[];
export type SensorWizardStep = 0 | 1 | 2 | 3;

export interface SensorWizardState {
  step: SensorWizardStep;
  /** The gateways in pairing mode: their heard sensors are polled on steps 1 and 2. */
  pairedIds: string[];
  /** Why the gateways could not be put in pairing mode; shown on step 0. */
  pairError: string | null;
  /** The handshake check before registering is under way. */
  checking: boolean;
  /** No pairing gateway heard the submitted id. */
  notFound: boolean;
}

export type SensorWizardAction =
  | { type: 'paired'; gatewayIds: string[] }
  | { type: 'pairFailed'; message: string }
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'idChanged' }
  | { type: 'submitPressed' }
  | { type: 'checkStarted' }
  | { type: 'checked'; outcome: 'failed' | 'not-found' | 'heard' }
  | { type: 'finished' }
  | { type: 'another' };

export const initialSensorWizardState: SensorWizardState = {
  step: 0,
  pairedIds: [],
  pairError: null,
  checking: false,
  notFound: false,
};

export function sensorWizardReducer(state: SensorWizardState, action: SensorWizardAction): SensorWizardState {
  switch (action.type) {
    case 'paired':
      return state.step === 0 ? { ...state, step: 1, pairedIds: action.gatewayIds, pairError: null } : state;
    case 'pairFailed':
      return state.step === 0 ? { ...state, pairError: action.message } : state;
    // Back from Pairing: the gateways leave pairing mode and the search runs again.
    case 'back':
      return state.step === 1 ? { ...state, step: 0, pairedIds: [], pairError: null } : state;
    case 'next':
      return state.step === 1 ? { ...state, step: 2 } : state;
    // A new id (typed or picked) has not been refused yet.
    case 'idChanged':
      return { ...state, notFound: false };
    case 'submitPressed':
      return { ...state, notFound: false };
    case 'checkStarted':
      return { ...state, checking: true };
    case 'checked':
      return { ...state, checking: false, notFound: action.outcome === 'not-found' };
    // Registered or refused, the gateways leave pairing mode and the result shows.
    case 'finished':
      return { ...state, step: 3, pairedIds: [], checking: false };
    case 'another':
      return initialSensorWizardState;
  }
}

/** The Submit step's rules: the shared sensor id and battery rules, a gateway, a placed marker. */
export const sensorFormSchema = z.object({
  gatewayId: z.string().min(1, 'choose a gateway'),
  sensorId: sensorIdSchema,
  alias: z.string().trim(),
  battery: batteryThresholdSchema,
  marker: z.custom<Point | null>().refine((p): p is Point => p !== null, 'Place the sensor on the map.'),
});
/**
 * What the Submit step edits (the battery threshold as typed); the gateway is the field's first until one is chosen.
 */
export type SensorFormValues = z.input<typeof sensorFormSchema>;
export type SensorFormOutput = z.output<typeof sensorFormSchema>;

export const emptySensorForm: SensorFormValues = {
  gatewayId: '',
  sensorId: '',
  alias: '',
  battery: String(DEFAULT_BATTERY_THRESHOLD),
  marker: null,
};

/**
 * The handshake: a sensor may be registered only when a pairing gateway heard it. Prefer the row
 * of the chosen gateway hearing it unregistered; else any row with that id (another gateway heard
 * it, or it is registered already, which the save then reports as taken). Undefined: nobody heard it.
 */
export function heardMatch(
  rows: GatewaySensorRow[],
  sensorId: string,
  gatewayId: string,
): GatewaySensorRow | undefined {
  return (
    rows.find((r) => r.sensor_id === sensorId && !r.registered && r.gateway_id === gatewayId) ??
    rows.find((r) => r.sensor_id === sensorId)
  );
}

/** The gateway to register through: the one that heard it, or the chosen one for a registered id. */
export const viaGateway = (match: GatewaySensorRow, chosen: string): string =>
  match.registered ? chosen : match.gateway_id;
