/**
 * Spanish: alerts. Short, as a grower reads a text message: the name of the zone, sensor or
 * gateway goes without an article (it may be a zone or, without a zone, a sensor).
 */
import type { Translation } from '../types';
import type en from '../en/alerts';

export default {
  kindMoisture: 'Humedad del suelo',
  kindMoistureForecast: 'Pronóstico de humedad',
  kindBattery: 'Batería',
  kindSilentSensor: 'Sensor sin datos',
  kindGatewayOffline: 'Pasarela sin conexión',
  kindDataQuality: 'Calidad de datos',
  kindFrost: 'Helada',
  kindNote: 'Nota de la finca',
  prefMoisture: 'Humedad',
  prefMoistureDetail: 'La capa principal de una zona bajó de su umbral de riego',
  prefMoistureForecast: 'Pronóstico de humedad',
  prefMoistureForecastDetail: 'Una zona bajará de su umbral de riego en menos de 24 h',
  prefBattery: 'Batería baja',
  prefBatteryDetail: 'La batería de un sensor está por debajo de su umbral',
  prefSilentSensor: 'Sensor sin datos',
  prefSilentSensorDetail: 'Sin lecturas durante más de tres intervalos de envío',
  prefGatewayOffline: 'Pasarela sin conexión',
  prefGatewayOfflineDetail: 'Una pasarela lleva 30 minutos sin dar señal',
  prefDataQuality: 'Calidad de datos',
  prefDataQualityDetail: 'Una profundidad tuvo lecturas erróneas casi todo el último día',
  prefFrost: 'Helada',
  prefFrostDetail: 'El pronóstico llega al umbral de helada de un campo en menos de 48 h',
  channelSms: 'SMS',
  channelEmail: 'Correo',
  channelInApp: 'En la app',

  sensor: 'sensor {id}',
  sensorNamed: 'sensor {alias} ({id})',
  zone: 'zona {name}',
  gateway: 'pasarela {id}',
  gatewayNamed: 'pasarela {name} ({id})',
  atDepth: ' a {depth}',
  aWhile: 'hace un rato',
  tomorrow: 'mañana',
  yourField: 'tu campo',
  oneDepth: 'una profundidad',
  device: 'dispositivo',
  deviceAtDepth: 'dispositivo de {depth}',
  quietHours: '{hours} h',
  quietDays: '{days, plural, one {# día} other {# días}}',
  frostFromNow: 'ya',
  frostWithin: '{hours, plural, one {en más o menos # h} other {en unas # h}}',

  moistureStartTitle: 'Riega ya: {zone}',
  moistureStartBody:
    '{at}: {zone} con el suelo seco, {moisture}{depth}, por debajo del umbral de riego ({refill}). Riega ya.',
  moistureClearTitle: '{zone}: humedad normal otra vez',
  moistureClearBody:
    '{at}: {zone} con humedad normal otra vez, {moisture}{depth} (umbral de riego {refill}). No hace falta hacer nada.',
  forecastStartTitle: 'Riega antes de {when}: {zone}',
  forecastStartBody:
    '{at}: según el pronóstico, {zone} llegará al umbral de riego ({refill}{depth}) hacia {when}. Riega antes.',
  forecastStartBodyAmount:
    '{at}: según el pronóstico, {zone} llegará al umbral de riego ({refill}{depth}) hacia {when}. ' +
    'Riega {amount} (≈ {runTime}) antes.',
  forecastClearTitle: '{zone}: ya no necesita riego pronto',
  forecastClearBody:
    '{at}: según el pronóstico, {zone} ya no llegará al umbral de riego en 24 h. No hace falta hacer nada.',
  batteryStartTitle: 'Batería baja: {sensor}',
  batteryStartBody:
    '{at}: {sensor} con batería baja, {volts} (aviso por debajo de {threshold}). Cámbiala o cárgala pronto.',
  batteryClearTitle: 'Batería normal otra vez: {sensor}',
  batteryClearBody: '{at}: {sensor} con batería normal otra vez, {volts}. No hace falta hacer nada.',
  silentDeviceTitle: 'Sin lecturas del {device} del {sensor}',
  silentDeviceBody:
    '{at}: {Sensor}: su {device} {eui} no envía nada desde hace {quiet} (desde {since}). Sus otros ' +
    'dispositivos siguen enviando. Revisa su batería y que esté al alcance de una pasarela.',
  silentStartTitle: 'Sin lecturas del {sensor}',
  silentStartBody: '{at}: {sensor} sin enviar nada desde {since}. Revisa su batería y que su pasarela esté al alcance.',
  silentClearTitle: '{sensor} envía lecturas otra vez',
  silentClearBody: '{at}: {sensor} envía lecturas otra vez. No hace falta hacer nada.',
  gatewayStartTitle: '{gateway} sin conexión',
  gatewayStartBody: '{gateway} sin conexión desde {since}. Revisa la corriente y la conexión a internet.',
  gatewayClearTitle: '{gateway} conectada otra vez',
  gatewayClearBody: '{gateway} conectada otra vez. No hace falta hacer nada.',
  frostStartTitle: 'Riesgo de helada en {field}{when}',
  frostStartBody:
    'Riesgo de helada en {field}{farm}{soon}: se prevén {min}{when} (umbral {threshold}). Protege ' +
    'los cultivos sensibles a la helada.',
  frostClearTitle: 'Sin heladas previstas en {field}',
  frostClearBody:
    '{field}{farm}: sin heladas previstas en las próximas {hours} h (umbral {threshold}). No hace falta hacer nada.',
  qualityStartTitle: 'Lecturas erróneas del {sensor}',
  qualityStartBody:
    '{at}: {sensor} envió lecturas inservibles a {depth} casi todo el último día. Revisa que la ' +
    'sonda esté bien asentada en el suelo.',
  qualityClearTitle: 'Lecturas normales otra vez: {sensor}',
  qualityClearBody: '{at}: lecturas del {sensor} normales otra vez. No hace falta hacer nada.',
  noteTitle: 'Nota de {author} ({role}) sobre {place}',
  notePlaceZone: '{field}, zona {zone}',
  noteAdvice: 'Riega {amount} antes del {day}',
  simulatedNote: 'Este pronóstico usó tiempo simulado, no un pronóstico real.',
} satisfies Translation<typeof en>;
