/** Spanish: events. */
import type { Translation } from '../types';
import type en from '../en/events';

export default {
  kindRain: 'Lluvia',
  kindIrrigation: 'Riego',
  kindUnexplained: 'Humedecimiento sin explicar',
  label: '{kind}{confirmed, select, yes { (confirmado)} other {}}, {at}: llegaron {amount}, hasta {depth}',
  labelAt:
    '{kind}{confirmed, select, yes { (confirmado)} other {}} en {sensor}, {at}: llegaron {amount}, hasta {depth}',
  groupLabel: '{count} humedecimientos, del {from} al {to}: {kinds}',
  kindCount: '{count} {kind}',
  marksOf: '{chart}: humedecimientos',
  detailsOne: 'Humedecimiento',
  detailsMany: 'Humedecimientos',
  close: 'Cerrar',
  question: '¿Fue un riego?',
  yes: 'Sí',
  no: 'No',
  loggedAs: 'Anotado como riego de {amount}.',
  markedRain: 'Marcado como lluvia.',
  notSaved: 'No se guardó tu respuesta: {error}',
  cardTitle: '¿Fue un riego?',
  cardIntro:
    '{count, plural, one {Un sensor vio que el suelo se humedeció} other {Los sensores vieron ' +
    'que el suelo se humedeció # veces}} sin lluvia ni riego anotado que lo explique. Tu ' +
    'respuesta anota el riego o lo marca como lluvia.',
  noteConfirmedFromWetting: 'Confirmado a partir de un humedecimiento que registraron los sensores',
} satisfies Translation<typeof en>;
