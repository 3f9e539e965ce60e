/** Spanish: deleted. */
import type { Translation } from '../types';
import type en from '../en/deleted';

export default {
  entryName: '{kind} {name}',
  zoneContents: 'Sus ajustes de suelo y cultivo',
  sensorContents: 'Sus lecturas, pronósticos y alertas',
  farmContents:
    '{fields, plural, one {# campo} other {# campos}}, {zones, plural, one {# zona de riego} other {# zonas de riego}}, {sensors, plural, one {# sensor} other {# sensores}}{withReadings, select, yes {, con sus lecturas} other {}}',
  fieldContents:
    '{zones, plural, one {# zona de riego} other {# zonas de riego}}, {sensors, plural, one {# sensor} other {# sensores}}{withReadings, select, yes {, con sus lecturas} other {}}',
  inFarm: 'Finca {name}',
  inField: 'Campo {name}',
  deletedAt: 'Borrado el {when}',
  daysLeft: '{days, plural, =0 {Se elimina hoy} one {Queda # día} other {Quedan # días}}',
  restoreEntry: 'Recuperar {entry}',
  purgeEntry: 'Borrar para siempre: {entry}',
  deleteForGood: 'Borrar para siempre',
  restored: 'Recuperado: {entry}.',
  notRestored: 'No se pudo recuperar {entry}: {reason}',
  purged: 'Borrado para siempre: {entry}.',
  notPurged: 'No se pudo borrar {entry}: {reason}',
  title: 'Borrado reciente',
  description:
    'Fincas, campos, zonas y sensores que borraste, con sus lecturas. Puedes recuperar cada uno completo durante {days} días; después se elimina para siempre.',
  loading: 'Cargando lo borrado…',
  loadError: 'No se pudo cargar lo borrado. Vuelve a intentarlo más tarde.',
  emptyTitle: 'No has borrado nada últimamente',
  emptyText: 'Cuando borras una finca, un campo, una zona o un sensor, se queda aquí {days} días.',
  purgeTitle: '¿Borrar {entry} para siempre?',
  purgeText: '{contents}: todo se elimina ahora y no se puede recuperar.',
} satisfies Translation<typeof en>;
