/**
 * What a grower reads: one short text per alert and phase, the same words by SMS, e-mail and in
 * the app. Each names where (farm, field, zone or sensor, or gateway), says what is wrong and what
 * to do, and links to the dashboard (when the site's address is known). Times are the field's
 * local time. A forecast alert says when the weather behind it was simulated. Pure: the alert
 * engine passes everything in.
 */
import type { AlertKind, AlertPhase } from '@shared/alerts/kinds';
import { FROST_LEAD_HOURS, FROST_WINDOW_HOURS } from '@shared/alerts/frost';
import { mmWords, runTimeWords } from '@shared/irrigation/recommendation';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';

export interface AlertPlace {
  farmName?: string;
  fieldName?: string;
  fieldId?: string;
  zoneName?: string;
  /** The zone's id: where the forecast warning finds the zone's recommendation. */
  zoneId?: string;
  sensorId?: string;
  sensorAlias?: string;
  gatewayId?: string;
  gatewayName?: string;
  /** IANA time zone of the place (UTC when unknown). */
  timeZone?: string;
}

export interface AlertFacts {
  /** % volumetric at the interest layer, and the layer's depth in cm. */
  moisture?: number;
  depthCm?: number;
  refill?: number;
  /** When the forecast has the layer reach the refill point (epoch ms). */
  crossingAt?: number;
  volts?: number;
  thresholdVolts?: number;
  /** The last reading, or the gateway's last contact (epoch ms). */
  lastHeardAt?: number;
  /**
   * One quiet device of a sensor made of several: its DevEUI, its depth (cm; absent for a profile
   * probe) and how long it has been quiet (ms).
   */
  silentDevEui?: string;
  silentDepthCm?: number;
  silentForMs?: number;
  /** A flagged depth, cm. */
  flaggedDepthCm?: number;
  /**
   * The frost warning: the field's threshold, the coldest forecast hour of the first frost spell and its temperature
   * (°C).
   */
  frostThresholdC?: number;
  frostMinC?: number;
  frostMinAt?: number;
  /** How long from the warning to the first hour at or below the threshold (ms). */
  frostLeadMs?: number;
  /** The zone's recommendation when the warning starts: the gross depth to apply (mm) and its run time (min). */
  irrigateMm?: number;
  runMinutes?: number;
  /** The stack's weather is simulated: an alert resting on the forecast (made with it) says so. */
  simulatedWeather?: boolean;
}

/** The kinds whose words come from a forecast, which is made with the place's weather. */
const WEATHER_KINDS: ReadonlySet<AlertKind> = new Set(['moisture-forecast', 'frost']);

export interface AlertText {
  /** The notification's one-line title (also the e-mail subject). */
  title: string;
  /** The SMS, and the body of the in-app notification (without the link). */
  body: string;
  /** Where the grower acts: an app path. */
  path: string;
  /** The SMS as sent: body and the absolute link. */
  sms: string;
  /** The e-mail body. */
  email: string;
}

const pct = (v: number | undefined) => (v === undefined ? '?' : `${(Math.round(v * 10) / 10).toFixed(1)}%`);
const volts = (v: number | undefined) => (v === undefined ? '?' : `${v.toFixed(2)} V`);
/** "−1.5 °C", "0 °C", "1 °C": tenths only when there are any, a true minus sign. */
export const celsius = (v: number | undefined) => {
  if (v === undefined || !Number.isFinite(v)) return '? °C';
  const r = Math.round(v * 10) / 10 + 0;
  return `${r < 0 ? '−' : ''}${Math.abs(r)} °C`;
};

/** A frost warning that comes later than FROST_LEAD_HOURS before the first frost hour says how soon. */
function frostSoon(leadMs: number | undefined): string {
  if (leadMs === undefined || leadMs >= FROST_LEAD_HOURS * 3_600_000) return '';
  const hours = Math.round(leadMs / 3_600_000);
  return hours < 1 ? ' from now' : ` within about ${hours} h`;
}

/**
 * SMS in the GSM 7-bit alphabet: "°" and the true minus would turn the whole message into UCS-2,
 * 70 characters a part instead of 160, so the SMS writes "-1.5C" where the app writes "−1.5 °C".
 */
export const smsSafe = (text: string) => text.replace(/\u2212/g, '-').replace(/ ?°C/g, 'C');

/** "Thu 6 am", "Thu 6:30 am" in the place's time zone. */
export function shortTime(ms: number, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const minute = get('minute');
  const period = get('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${get('weekday')} ${get('hour')}${minute === '00' ? '' : `:${minute}`} ${period}`.trim();
}

/** "18 mm (≈ 3 h 10 min) " when the zone's recommendation is known, else nothing. */
const amount = (f: AlertFacts) =>
  f.irrigateMm !== undefined && f.irrigateMm > 0 && f.runMinutes !== undefined
    ? `${mmWords(f.irrigateMm)} (≈ ${runTimeWords(f.runMinutes)}) `
    : '';
/** "A840…B365": a DevEUI as its label is read off the device (the whole one when short). */
const shortEui = (eui: string) => (eui.length > 10 ? `${eui.slice(0, 4)}…${eui.slice(-4)}` : eui);
/** "3 h", "2 days": how long a device has been quiet, rounded down. */
const quietFor = (ms: number | undefined) => {
  if (ms === undefined || !Number.isFinite(ms) || ms < 0) return 'a while';
  const hours = Math.floor(ms / 3_600_000);
  return hours < 48 ? `${Math.max(1, hours)} h` : `${Math.floor(hours / 24)} days`;
};
const where = (p: AlertPlace) => [p.fieldName, p.farmName].filter(Boolean).join(', ');
const sensorName = (p: AlertPlace) =>
  `sensor ${p.sensorAlias && p.sensorAlias !== p.sensorId ? `${p.sensorAlias} (${p.sensorId})` : (p.sensorId ?? '?')}`;
const zoneName = (p: AlertPlace) => (p.zoneName ? `zone ${p.zoneName}` : sensorName(p));

/** The dashboard of the place's field (and sensor), or the gateways page. */
export function alertPath(kind: AlertKind, p: AlertPlace): string {
  if (kind === 'gateway-offline') return '/app/Management/GatewayManagement';
  const q = new URLSearchParams();
  if (p.fieldId) q.set('field', p.fieldId);
  if (p.sensorId) q.set('sensor', p.sensorId);
  const query = q.toString();
  return `/app/Home/Dashboard${query ? `?${query}` : ''}`;
}

function words(kind: AlertKind, phase: AlertPhase, p: AlertPlace, f: AlertFacts): { title: string; body: string } {
  const at = where(p);
  const tz = p.timeZone;
  const since = f.lastHeardAt === undefined ? 'a while' : shortTime(f.lastHeardAt, tz);
  const depth = f.depthCm === undefined ? '' : ` at ${f.depthCm} cm`;
  const start = phase === 'start';
  switch (kind) {
    case 'moisture':
      return start
        ? {
            title: `Irrigate ${zoneName(p)} now`,
            body:
              `${at}: ${zoneName(p)} is dry, ${pct(f.moisture)}${depth}, below its refill point of ` +
              `${pct(f.refill)}. Irrigate now.`,
          }
        : {
            title: `${cap(zoneName(p))} is back to normal`,
            body:
              `${at}: ${zoneName(p)} is back to normal, ${pct(f.moisture)}${depth} (refill point ${pct(f.refill)}). ` +
              `No action needed.`,
          };
    case 'moisture-forecast':
      return start
        ? {
            title:
              `Irrigate ${zoneName(p)} by ` +
              `${f.crossingAt === undefined ? 'tomorrow' : shortTime(f.crossingAt, tz)}`,
            body:
              `${at}: ${zoneName(p)} is forecast to reach its refill point of ${pct(f.refill)}${depth} by ` +
              `${f.crossingAt === undefined ? 'tomorrow' : shortTime(f.crossingAt, tz)}. Irrigate ${amount(f)}by then.`,
          }
        : {
            title: `${cap(zoneName(p))} no longer needs water soon`,
            body:
              `${at}: ${zoneName(p)} is no longer forecast to reach its refill point within 24 h. No action ` +
              `needed.`,
          };
    case 'battery':
      return start
        ? {
            title: `Low battery: ${sensorName(p)}`,
            body:
              `${at}: ${sensorName(p)} battery is low, ${volts(f.volts)} (alert below ${volts(f.thresholdVolts)}). ` +
              `Replace or recharge it soon.`,
          }
        : {
            title: `Battery back to normal: ${sensorName(p)}`,
            body: `${at}: ${sensorName(p)} battery is back to normal, ${volts(f.volts)}. No action needed.`,
          };
    case 'silent-sensor':
      if (start && f.silentDevEui !== undefined) {
        const device = `${f.silentDepthCm === undefined ? '' : `${f.silentDepthCm} cm `}device`;
        return {
          title: `No readings from the ${device} of ${sensorName(p)}`,
          body:
            `${at}: ${cap(sensorName(p))}: its ${device} ${shortEui(f.silentDevEui)} has sent nothing for ` +
            `${quietFor(f.silentForMs)} (since ${since}). Its other devices still report. Check its battery and that ` +
            `it is in range of a gateway.`,
        };
      }
      return start
        ? {
            title: `No readings from ${sensorName(p)}`,
            body:
              `${at}: ${sensorName(p)} has sent nothing since ${since}. Check its battery and that its gateway is ` +
              `in range.`,
          }
        : {
            title: `${cap(sensorName(p))} is reporting again`,
            body: `${at}: ${sensorName(p)} is sending readings again. No action needed.`,
          };
    case 'gateway-offline': {
      const named = p.gatewayName && p.gatewayName !== p.gatewayId;
      const name = `gateway ${named ? `${p.gatewayName} (${p.gatewayId})` : (p.gatewayId ?? '?')}`;
      return start
        ? {
            title: `${cap(name)} is offline`,
            body: `${cap(name)} has been offline since ${since}. Check its power and internet connection.`,
          }
        : { title: `${cap(name)} is back online`, body: `${cap(name)} is back online. No action needed.` };
    }
    case 'frost': {
      const field = p.fieldName ?? 'your field';
      const farm = p.farmName ? `, ${p.farmName}` : '';
      const threshold = `threshold ${celsius(f.frostThresholdC)}`;
      const when = f.frostMinAt === undefined ? '' : ` ${shortTime(f.frostMinAt, tz)}`;
      return start
        ? {
            title: `Frost risk at ${field}${frostSoon(f.frostLeadMs) || when}`,
            body:
              `Frost risk at ${field}${farm}${frostSoon(f.frostLeadMs)}: ${celsius(f.frostMinC)} forecast${when} ` +
              `(${threshold}). Protect frost-sensitive crops.`,
          }
        : {
            title: `No frost forecast at ${field}`,
            body:
              `${field}${farm}: no frost forecast in the next ${FROST_WINDOW_HOURS} h (${threshold}). No action ` +
              `needed.`,
          };
    }
    case 'data-quality': {
      const d = f.flaggedDepthCm === undefined ? 'one depth' : `${f.flaggedDepthCm} cm`;
      return start
        ? {
            title: `Bad readings from ${sensorName(p)}`,
            body:
              `${at}: ${sensorName(p)} sent unusable readings at ${d} for most of the last 24 h. Check the probe is ` +
              `seated firmly in the soil.`,
          }
        : {
            title: `Readings back to normal: ${sensorName(p)}`,
            body: `${at}: ${sensorName(p)} readings are back to normal. No action needed.`,
          };
    }
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The texts of an alert; `siteUrl` (no trailing slash) makes the link absolute. */
export function alertText(
  kind: AlertKind,
  phase: AlertPhase,
  place: AlertPlace,
  facts: AlertFacts,
  siteUrl?: string,
): AlertText {
  const said = words(kind, phase, place, facts);
  const { title } = said;
  const body =
    facts.simulatedWeather && WEATHER_KINDS.has(kind) ? `${said.body} ${SIMULATED_WEATHER.alertNote}` : said.body;
  const path = alertPath(kind, place);
  const link = siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : undefined;
  return {
    title,
    body,
    path,
    sms: smsSafe(`Fieldwise: ${body}${link ? ` ${link}` : ''}`),
    email:
      `${body}\n\n${link ? `Open Fieldwise: ${link}\n\n` : ''}You receive this because alerts are on for your ` +
      `account. Change which alerts you get in Fieldwise under your profile.`,
  };
}
