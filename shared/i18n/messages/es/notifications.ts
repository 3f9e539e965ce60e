/** Spanish: notifications. */
import type { Translation } from '../types';
import type en from '../en/notifications';

export default {
  unreadPrefix: 'Sin leer:',
  openGateways: 'Ver pasarelas',
  openDashboard: 'Ver panel',
  actionOn: '{action}: {title}',
  markReadOn: 'Marcar como leída: {title}',
  markRead: 'Marcar como leída',
  title: 'Notificaciones',
  description:
    'Alertas de tus campos: zonas secas, baterías bajas, sensores sin datos y pasarelas desconectadas. ' +
    'Las mismas alertas te llegan por SMS y correo.',
  markAllRead: 'Marcar todas como leídas',
  allFields: 'Todos los campos',
  kind: 'Tipo',
  allKinds: 'Todos los tipos',
  unreadCount: '{count, plural, one {# sin leer} other {# sin leer}}',
  allRead: 'Todo leído',
  markReadFailed: 'No se pudieron marcar como leídas. Vuelve a intentarlo.',
  loading: 'Cargando notificaciones…',
  loadError: 'No se pudieron cargar tus notificaciones. Vuelve a intentarlo más tarde.',
  noneMatch: 'Ninguna notificación coincide',
  noneYet: 'Aún no tienes notificaciones',
  noneMatchHint: 'Prueba con todos los campos o todos los tipos.',
  noneYetHint: 'Cuando una zona necesite riego o un sensor necesite atención, la alerta aparecerá aquí.',
  bellUnread: 'Notificaciones, {count} sin leer',
  smsNeedsPhone:
    'Para recibir SMS necesitas un teléfono en tu perfil; por ahora no se envían SMS. <link>Añade tu ' +
    'teléfono en el perfil</link>.',
  channelsCaption: 'Canales para cada tipo de alerta',
  alert: 'Alerta',
  kindByChannel: '{kind} por {channel}',
  smsOffTitle: 'Añade un teléfono en tu perfil para recibir SMS',
  quietEnabled: 'Silencio a ciertas horas',
  quietExplained:
    'En horas de silencio las alertas solo llegan a la app, sin SMS ni correo. Las verás en tus ' +
    'notificaciones al terminar.',
  quietFrom: 'Desde',
  quietTo: 'Hasta',
  quietBreakThrough:
    'Dejar pasar alertas de humedad y helada (una zona necesita riego ahora o en 24 h, o se pronostica helada)',
  timeZone: 'Zona horaria',
  timeZoneHint: 'Las horas de silencio y el fin de los silencios de campos usan esta zona horaria.',
  aField: 'Un campo',
  dayFormat: 'Escribe el día así: {example}',
  dayNotPast: 'Elige hoy o un día posterior.',
  noFieldsToMute: 'Aún no tienes campos. Cuando añadas uno, aquí podrás silenciar sus alertas por una temporada.',
  muteEnded: 'silencio terminado el {day}',
  mutedThrough: 'silenciado hasta el {day}',
  unmute: 'Reactivar',
  noneMuted: 'Ningún campo está silenciado: recibes alertas de todos.',
  fieldToMute: 'Campo a silenciar',
  mutedThroughLabel: 'Silenciado hasta (último día)',
  muteField: 'Silenciar campo',
  unmuteTitle: '¿Reactivar las alertas de este campo?',
  unmuteText: '{field} volverá a enviar alertas cuando guardes.',
  sharedIntro:
    'Las alertas que recibes de cada finca compartida contigo, por los canales de arriba. Mientras no ' +
    'elijas, decide tu rol.',
  sharedWho: 'finca de {owner} · tu rol: {role}',
  frostScale: 'una temperatura de {min} a {max} {unit}',
  frostExplained:
    'Te avisamos cuando la temperatura del aire pronosticada llega al umbral de un campo en las próximas ' +
    '{window} h, con al menos {lead} h de antelación si el pronóstico lo muestra a tiempo. {standard} si ' +
    'no pones otro: más bajo para cultivos resistentes, más alto para cultivos delicados en flor.',
  noFieldsForFrost: 'Aún no tienes campos. Cuando añadas uno, aquí podrás poner su umbral de helada.',
  preferencesTitle: 'Preferencias de alertas',
  preferencesDescription:
    'Cómo te llega cada tipo de alerta, con qué frío te avisamos de helada en cada campo, cuándo guardar ' +
    'silencio y qué campos dejar tranquilos un tiempo.',
  preferencesLoading: 'Cargando tus preferencias de alertas…',
  preferencesLoadError: 'No pudimos cargar tus preferencias de alertas. Vuelve a intentarlo más tarde.',
  preferencesSaved: 'Preferencias de alertas guardadas.',
  frostProblem: '{field}: umbral de helada: {message}',
  channels: 'Canales',
  frostThresholds: 'Umbrales de helada',
  quietHours: 'Horas de silencio',
  mutedFields: 'Campos silenciados',
  sharedFarms: 'Fincas compartidas contigo',
  pleaseCheck: 'Revisa esto: {problem}',
  notSaved: 'No se guardaron tus preferencias: {reason}',
  frostNotSaved: 'Tus preferencias se guardaron, pero no todos los umbrales de helada: {reason}',
  savePreferences: 'Guardar preferencias',
} satisfies Translation<typeof en>;
