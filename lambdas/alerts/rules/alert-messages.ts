/**
 * What a grower reads: one short text per alert and phase, the same words by SMS, e-mail and in
 * the app, in the reader's language and units (the `alerts` messages; quantities stored SI are
 * written in the reader's units). Each names where (farm, field, zone or sensor, or gateway),
 * says what is wrong and what to do, and links to the dashboard (when the site's address is
 * known). Times are the field's local time. A forecast alert says when the weather behind it
 * was simulated. Pure: the alert engine passes everything in.
 */
import type { AlertKind, AlertPhase } from '@shared/alerts/kinds';
import { FROST_LEAD_HOURS, FROST_WINDOW_HOURS } from '@shared/alerts/frost';
import { runTimeWords } from '@shared/irrigation/recommendation';
import {
  DEFAULT_READER,
  depthWords,
  pctWords,
  shortTime,
  smsSafe,
  temperatureWords,
  voltsWords,
  waterWords,
  type Reader,
} from './alert-words';

export { DEFAULT_READER, type Reader };

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

/** "−1.5 °C", "0 °C", "1 °C": tenths only when there are any, a true minus sign. */
export const celsius = (v: number | undefined) => temperatureWords(v, 'metric', 'en-AU');
export { shortTime, smsSafe };

/** "A840…B365": a DevEUI as its label is read off the device (the whole one when short). */
const shortEui = (eui: string) => (eui.length > 10 ? `${eui.slice(0, 4)}…${eui.slice(-4)}` : eui);
const where = (p: AlertPlace) => [p.fieldName, p.farmName].filter(Boolean).join(', ');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The dashboard of the place's field (and sensor), or the gateways page. */
export function alertPath(kind: AlertKind, p: AlertPlace): string {
  if (kind === 'gateway-offline') return '/app/Management/GatewayManagement';
  const q = new URLSearchParams();
  if (p.fieldId) q.set('field', p.fieldId);
  if (p.sensorId) q.set('sensor', p.sensorId);
  const query = q.toString();
  return `/app/Home/Dashboard${query ? `?${query}` : ''}`;
}

/** The reader's words for the place and the facts: every name, quantity and time they need. */
function namesOf(p: AlertPlace, f: AlertFacts, r: Reader) {
  const { t, locale } = r.tr;
  const sensor =
    p.sensorAlias && p.sensorAlias !== p.sensorId
      ? t('alerts.sensorNamed', { alias: p.sensorAlias, id: p.sensorId ?? '?' })
      : t('alerts.sensor', { id: p.sensorId ?? '?' });
  const gateway =
    p.gatewayName && p.gatewayName !== p.gatewayId
      ? t('alerts.gatewayNamed', { name: p.gatewayName, id: p.gatewayId ?? '?' })
      : t('alerts.gateway', { id: p.gatewayId ?? '?' });
  const quiet = (ms: number | undefined) => {
    if (ms === undefined || !Number.isFinite(ms) || ms < 0) return t('alerts.aWhile');
    const hours = Math.floor(ms / 3_600_000);
    return hours < 48
      ? t('alerts.quietHours', { hours: Math.max(1, hours) })
      : t('alerts.quietDays', { days: Math.floor(hours / 24) });
  };
  const when = (ms: number | undefined) =>
    ms === undefined ? t('alerts.tomorrow') : shortTime(ms, p.timeZone, locale);
  return {
    at: where(p),
    sensor,
    zone: p.zoneName ? t('alerts.zone', { name: p.zoneName }) : sensor,
    gateway,
    since: f.lastHeardAt === undefined ? t('alerts.aWhile') : shortTime(f.lastHeardAt, p.timeZone, locale),
    depth: f.depthCm === undefined ? '' : t('alerts.atDepth', { depth: depthWords(f.depthCm, r) }),
    moisture: pctWords(f.moisture, locale),
    refill: pctWords(f.refill, locale),
    quiet,
    when,
  };
}

/** A frost warning that comes later than FROST_LEAD_HOURS before the first frost hour says how soon. */
function frostSoon(leadMs: number | undefined, r: Reader): string {
  if (leadMs === undefined || leadMs >= FROST_LEAD_HOURS * 3_600_000) return '';
  const hours = Math.round(leadMs / 3_600_000);
  return ` ${hours < 1 ? r.tr.t('alerts.frostFromNow') : r.tr.t('alerts.frostWithin', { hours })}`;
}

function words(
  kind: AlertKind,
  phase: AlertPhase,
  p: AlertPlace,
  f: AlertFacts,
  r: Reader,
): { title: string; body: string } {
  const { t, locale } = r.tr;
  const n = namesOf(p, f, r);
  const start = phase === 'start';
  const said = (title: string, body: string) => ({ title: cap(title), body: cap(body) });
  switch (kind) {
    case 'moisture': {
      const v = { at: n.at, zone: n.zone, moisture: n.moisture, depth: n.depth, refill: n.refill };
      return start
        ? said(t('alerts.moistureStartTitle', v), t('alerts.moistureStartBody', v))
        : said(t('alerts.moistureClearTitle', v), t('alerts.moistureClearBody', v));
    }
    case 'moisture-forecast': {
      const v = { at: n.at, zone: n.zone, refill: n.refill, depth: n.depth, when: n.when(f.crossingAt) };
      if (!start) return said(t('alerts.forecastClearTitle', v), t('alerts.forecastClearBody', v));
      const known = f.irrigateMm !== undefined && f.irrigateMm > 0 && f.runMinutes !== undefined;
      return said(
        t('alerts.forecastStartTitle', v),
        known
          ? t('alerts.forecastStartBodyAmount', {
              ...v,
              amount: waterWords(f.irrigateMm!, r),
              runTime: runTimeWords(f.runMinutes!),
            })
          : t('alerts.forecastStartBody', v),
      );
    }
    case 'battery': {
      const v = {
        at: n.at,
        sensor: n.sensor,
        volts: voltsWords(f.volts, locale),
        threshold: voltsWords(f.thresholdVolts, locale),
      };
      return start
        ? said(t('alerts.batteryStartTitle', v), t('alerts.batteryStartBody', v))
        : said(t('alerts.batteryClearTitle', v), t('alerts.batteryClearBody', v));
    }
    case 'silent-sensor': {
      const v = { at: n.at, sensor: n.sensor, since: n.since };
      if (start && f.silentDevEui !== undefined) {
        const device =
          f.silentDepthCm === undefined
            ? t('alerts.device')
            : t('alerts.deviceAtDepth', { depth: depthWords(f.silentDepthCm, r) });
        const d = { ...v, device, Sensor: cap(n.sensor), eui: shortEui(f.silentDevEui), quiet: n.quiet(f.silentForMs) };
        return said(t('alerts.silentDeviceTitle', d), t('alerts.silentDeviceBody', d));
      }
      return start
        ? said(t('alerts.silentStartTitle', v), t('alerts.silentStartBody', v))
        : said(t('alerts.silentClearTitle', v), t('alerts.silentClearBody', v));
    }
    case 'gateway-offline': {
      const v = { gateway: n.gateway, since: n.since };
      return start
        ? said(t('alerts.gatewayStartTitle', v), t('alerts.gatewayStartBody', v))
        : said(t('alerts.gatewayClearTitle', v), t('alerts.gatewayClearBody', v));
    }
    case 'frost': {
      const soon = frostSoon(f.frostLeadMs, r);
      const at = f.frostMinAt === undefined ? '' : ` ${shortTime(f.frostMinAt, p.timeZone, locale)}`;
      const v = {
        field: p.fieldName ?? t('alerts.yourField'),
        farm: p.farmName ? `, ${p.farmName}` : '',
        threshold: temperatureWords(f.frostThresholdC, r.units, locale),
      };
      return start
        ? said(
            t('alerts.frostStartTitle', { field: v.field, when: soon || at }),
            t('alerts.frostStartBody', { ...v, soon, when: at, min: temperatureWords(f.frostMinC, r.units, locale) }),
          )
        : said(t('alerts.frostClearTitle', v), t('alerts.frostClearBody', { ...v, hours: FROST_WINDOW_HOURS }));
    }
    case 'data-quality': {
      const v = {
        at: n.at,
        sensor: n.sensor,
        depth: f.flaggedDepthCm === undefined ? t('alerts.oneDepth') : depthWords(f.flaggedDepthCm, r),
      };
      return start
        ? said(t('alerts.qualityStartTitle', v), t('alerts.qualityStartBody', v))
        : said(t('alerts.qualityClearTitle', v), t('alerts.qualityClearBody', v));
    }
  }
}

/**
 * The texts of an alert in the reader's language and units (`reader`; English and metric when not
 * given); `siteUrl` (no trailing slash) makes the link absolute.
 */
export function alertText(
  kind: AlertKind,
  phase: AlertPhase,
  place: AlertPlace,
  facts: AlertFacts,
  siteUrl?: string,
  reader: Reader = DEFAULT_READER,
): AlertText {
  const { t } = reader.tr;
  const said = words(kind, phase, place, facts, reader);
  const { title } = said;
  const body =
    facts.simulatedWeather && WEATHER_KINDS.has(kind) ? `${said.body} ${t('alerts.simulatedNote')}` : said.body;
  const path = alertPath(kind, place);
  const link = siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : undefined;
  return {
    title,
    body,
    path,
    sms: smsSafe(`Fieldwise: ${body}${link ? ` ${link}` : ''}`),
    email: `${body}\n\n${link ? `${t('email.alertOpen', { link })}\n\n` : ''}${t('email.alertFooter')}`,
  };
}
