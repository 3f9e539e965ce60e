/**
 * Every alert text in each reader's language and units: a US grower reads °F and inches, a
 * Spanish one reads Spanish (plurals, decimal comma, 24-hour times), stored values stay SI. The
 * SMS stays in the GSM alphabet and within three parts in every language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { ENGLISH_MESSAGES, loadMessages } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';
import { alertText, type Reader } from '../../../lambdas/alerts/rules/alert-messages';
import { shortTime, smsSafe, temperatureWords } from '../../../lambdas/alerts/rules/alert-words';

const place = {
  farmName: 'Home Farm',
  fieldName: 'North Block',
  fieldId: 'f1',
  zoneName: 'Vines A',
  sensorId: 'S-12',
  sensorAlias: 'Row 4',
  gatewayId: 'GW-1',
  gatewayName: 'Shed',
  timeZone: 'Australia/Brisbane',
};
const facts = {
  moisture: 18.24,
  depthCm: 50,
  refill: 21,
  crossingAt: Date.UTC(2026, 10, 26, 20),
  volts: 3.05,
  thresholdVolts: 3.2,
  lastHeardAt: Date.UTC(2026, 10, 24, 4, 15),
  flaggedDepthCm: 50,
  frostThresholdC: 1,
  frostMinC: -1.5,
  frostMinAt: Date.UTC(2026, 10, 26, 20),
  frostLeadMs: 8 * 3_600_000,
  irrigateMm: 25.4,
  runMinutes: 190,
};
const SITE = 'https://fieldwise.example';
/** The GSM 03.38 basic set: a message in it is 160 characters a part (153 in a long one). */
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/;

let usEnglish: Reader;
let spanishMetric: Reader;
let spanishUs: Reader;

beforeAll(async () => {
  const es = await loadMessages('es');
  usEnglish = { tr: translatorFor('en-US', ENGLISH_MESSAGES), units: 'us' };
  spanishMetric = { tr: translatorFor('es', es), units: 'metric' };
  spanishUs = { tr: translatorFor('es', es), units: 'us' };
});

describe('a US-customary grower', () => {
  it('reads a frost alert in °F, the threshold too', () => {
    const t = alertText('frost', 'start', place, facts, SITE, usEnglish);
    expect(t.body).toBe(
      'Frost risk at North Block, Home Farm: 29.3 °F forecast Fri 6 am (threshold 33.8 °F). Protect frost-sensitive ' +
        'crops.',
    );
    expect(t.sms).toContain('29.3F forecast Fri 6 am (threshold 33.8F)');
    expect(t.sms).not.toContain('°');
  });

  it('reads depths and amounts in inches, moisture still in %', () => {
    expect(alertText('moisture', 'start', place, facts, SITE, usEnglish).body).toBe(
      'North Block, Home Farm: zone Vines A is dry, 18.2% at 19.7 in, below its refill point of 21.0%. Irrigate now.',
    );
    expect(alertText('moisture-forecast', 'start', place, facts, SITE, usEnglish).body).toContain(
      'Irrigate 1 in (≈ 3 h 10 min) by then.',
    );
    expect(alertText('data-quality', 'start', place, facts, SITE, usEnglish).body).toContain('readings at 19.7 in');
  });
});

describe('a Spanish grower', () => {
  it('reads every alert in Spanish with a decimal comma and 24-hour times', () => {
    const t = alertText('moisture', 'start', place, facts, SITE, spanishMetric);
    expect(t.title).toBe('Riega ya: zona Vines A');
    expect(t.body).toBe(
      'North Block, Home Farm: zona Vines A con el suelo seco, 18,2 % a 50 cm, por debajo del umbral de riego ' +
        '(21,0 %). Riega ya.',
    );
    expect(alertText('moisture-forecast', 'start', place, facts, SITE, spanishMetric).title).toBe(
      'Riega antes de vie 06:00: zona Vines A',
    );
    expect(alertText('battery', 'start', place, facts, SITE, spanishMetric).body).toContain('3,05 V');
    expect(t.email).toContain('Abre Fieldwise: https://fieldwise.example/app/Home/Dashboard?field=f1&sensor=S-12');
    expect(t.email).toContain('Recibes este correo porque tienes las alertas activadas.');
  });

  it('in US units reads °F and inches in Spanish', () => {
    const frost = alertText('frost', 'start', place, facts, SITE, spanishUs);
    expect(frost.body).toBe(
      'Riesgo de helada en North Block, Home Farm: se prevén 29,3 °F vie 06:00 (umbral 33,8 °F). Protege los ' +
        'cultivos sensibles a la helada.',
    );
    expect(alertText('moisture-forecast', 'start', place, facts, SITE, spanishUs).body).toContain(
      'Riega 1 in (≈ 3 h 10 min) antes.',
    );
  });

  it('counts quiet days with Spanish plurals', () => {
    const quiet = { ...facts, silentDevEui: 'A84041000000B365', silentDepthCm: 50 };
    const body = (hours: number) =>
      alertText('silent-sensor', 'start', place, { ...quiet, silentForMs: hours * 3_600_000 }, SITE, spanishMetric)
        .body;
    expect(body(3)).toContain('no envía nada desde hace 3 h');
    expect(body(50)).toContain('desde hace 2 días');
    expect(body(24 * 40)).toContain('desde hace 40 días');
    expect(alertText('silent-sensor', 'start', place, quiet, SITE, spanishMetric).title).toBe(
      'Sin lecturas del dispositivo de 50 cm del sensor Row 4 (S-12)',
    );
  });

  it('the simulated-weather note is Spanish too', () => {
    const t = alertText('frost', 'clear', place, { ...facts, simulatedWeather: true }, SITE, spanishMetric);
    expect(t.body).toBe(
      'North Block, Home Farm: sin heladas previstas en las próximas 48 h (umbral 1 °C). No hace falta hacer nada. ' +
        'Este pronóstico usó tiempo simulado, no un pronóstico real.',
    );
  });
});

describe('every language and unit system', () => {
  it('every kind and phase: a GSM SMS of at most three parts, the body in the e-mail, no argument left over', () => {
    for (const reader of [usEnglish, spanishMetric, spanishUs]) {
      for (const kind of ALERT_KINDS) {
        for (const phase of ['start', 'clear'] as const) {
          const t = alertText(kind, phase, place, { ...facts, simulatedWeather: true }, SITE, reader);
          const what = `${reader.tr.locale}/${reader.units} ${kind} ${phase}: ${t.sms}`;
          expect(t.sms.length, what).toBeLessThanOrEqual(3 * 153);
          expect(t.sms.replace(/[{}[\]~|\\^€]/g, ''), what).toMatch(/^[^{}]*$/);
          expect(t.sms.replace(/[≈…]/g, ''), what).toMatch(GSM);
          expect(t.email, what).toContain(t.body);
          expect(t.body, what).not.toMatch(/undefined|NaN|\{/);
          expect(t.title.charAt(0), what).toBe(t.title.charAt(0).toUpperCase());
        }
      }
    }
  });

  it('a shared farm’s members each read their own words: same facts, different texts', () => {
    const owner = alertText('frost', 'start', place, facts, SITE);
    const member = alertText('frost', 'start', place, facts, SITE, spanishUs);
    expect(owner.body).toContain('−1.5 °C');
    expect(member.body).toContain('29,3 °F');
    expect(owner.path).toBe(member.path);
  });
});

describe('the small words', () => {
  it('times in the place’s zone: English 12-hour, Spanish 24-hour', () => {
    const at = Date.UTC(2026, 10, 26, 20, 30);
    expect(shortTime(at, 'Australia/Brisbane', 'en-AU')).toBe('Fri 6:30 am');
    expect(shortTime(at, 'Australia/Brisbane', 'es')).toBe('vie 06:30');
    expect(shortTime(at, 'America/Chicago', 'en-US')).toBe('Thu 2:30 pm');
  });

  it('temperatures convert and round as shown, with a true minus', () => {
    expect(temperatureWords(-1.5, 'us', 'en-US')).toBe('29.3 °F');
    expect(temperatureWords(-20, 'us', 'en-US')).toBe('−4 °F');
    expect(temperatureWords(-1.5, 'metric', 'es')).toBe('−1,5 °C');
    expect(temperatureWords(undefined, 'us', 'es')).toBe('? °F');
    expect(temperatureWords(1e300, 'us', 'en-US')).not.toContain('NaN');
  });

  it('the SMS keeps to the GSM alphabet: °F, the minus and Spanish accents outside it go', () => {
    expect(smsSafe('−4 °F, día, acción, Índice, ¿sí?')).toBe('-4F, dia, accion, Indice, ¿si?');
    expect(smsSafe('año, pingüino, café')).toBe('año, pingüino, café');
  });
});
