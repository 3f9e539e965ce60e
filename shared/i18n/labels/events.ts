/** The words for a wetting event's kind (chart marks, Home's question, the report, e-mails). */
import type { EventKind } from '../../events/schemas';
import type { MessageKey } from '../catalogue';

export const EVENT_KIND_KEYS: Readonly<Record<EventKind, MessageKey>> = {
  rain: 'events.kindRain',
  irrigation: 'events.kindIrrigation',
  unexplained: 'events.kindUnexplained',
};
