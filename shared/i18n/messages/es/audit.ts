/** Spanish: audit. */
import type { Translation } from '../types';
import type en from '../en/audit';

export default {
  title: 'Registro de cambios',
  titleOf: 'Registro de cambios de {farm}',
  notYourFarm: 'Esta finca no es tuya, o se compartió contigo y ya no.',
  notAllowed: 'Solo el propietario de la finca y sus encargados pueden leer su registro de cambios.',
  description: 'Quién creó, cambió o borró qué en esta finca, con qué rol y cuándo. Se guarda un año.',
  loading: 'Cargando el registro de cambios…',
  loadFailed: 'No se pudo cargar el registro de cambios: {reason}',
  empty: 'Aún no hay nada registrado.',
  emptyText: 'Aquí aparecen los cambios en parcelas, zonas, sensores, pasarelas, registros de riego y miembros.',
  colWhen: 'Cuándo',
  colWho: 'Quién',
  colRole: 'Rol',
  colWhat: 'Qué',
  verb: '{verb, select, created {creó} changed {cambió} deleted {borró} other {{verb}}}',
  what:
    '{what, select, field {parcela} zone {zona} sensor {sensor} gateway {pasarela} irrigation {riego} member ' +
    '{miembro} role {rol} invitation {invitación} farm {finca} note {nota} other {{what}}}',
  pages: 'Páginas del registro de cambios',
  newer: 'Más recientes',
  older: 'Más antiguos',
  page: 'Página {page}',
} satisfies Translation<typeof en>;
