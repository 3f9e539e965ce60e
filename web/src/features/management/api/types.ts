/** What the management API answers: the shared view types (shared/management/views.ts). */
export type { FieldView as Field } from '@shared/management/views';
