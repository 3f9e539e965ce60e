/** What the alert settings show of a field: its name, its farm and its frost threshold. */
import type { FieldView } from '@shared/management/views';

export type FieldLabel = Pick<FieldView, 'field_id' | 'field_name' | 'farm_name' | 'frost_threshold_c'>;
