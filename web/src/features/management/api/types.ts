/** What the management API answers: the shared view types (shared/management/views.ts). */
export type {
  FieldView as Field,
  SensorView as Sensor,
  GatewayView as Gateway,
  ZoneRow,
} from '@shared/management/views';
