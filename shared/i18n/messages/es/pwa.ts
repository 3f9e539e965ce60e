/** Spanish: pwa. */
import type { Translation } from '../types';
import type en from '../en/pwa';

export default {
  dataAgeToday: 'Datos de las {time}, {ago}',
  dataAgeEarlier: 'Datos del {dateTime}, {ago}',
  offline: 'Estás sin conexión.',
  offlineShowing: 'Estás sin conexión: ves los datos de {when}.',
  waitingToSend:
    '{count, plural, one {# cambio espera para enviarse} other {# cambios esperan para enviarse}}: ' +
    'se envían en cuanto vuelvas a tener conexión.',
  updateAvailable: 'Hay una versión nueva',
  updateReload: 'Recargar',
  waitingToSendEntry: 'Pendiente de enviar',
  irrigationQueued:
    'Sin conexión: el riego de {zone} queda guardado en este dispositivo y se envía cuando vuelvas a tener conexión.',
} satisfies Translation<typeof en>;
