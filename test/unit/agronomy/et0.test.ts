/**
 * FAO-56 Penman-Monteith against the worked examples printed in FAO Irrigation and Drainage
 * Paper 56 (Allen et al. 1998), chapters 3 and 4: their inputs and their published, rounded
 * results, within half a unit of the last printed digit unless the paper rounded intermediates.
 * `npm run validate:et0` checks the full-precision vectors in ../shared/data when present.
 */
import { describe, expect, it } from 'vitest';
import {
  atmosphericPressure,
  clearSkyRadiation,
  dailyEt0,
  dayOfYear,
  daylightHours,
  extraterrestrialRadiation,
  extraterrestrialRadiationHourly,
  hourlyEt0,
  inverseRelativeDistance,
  meanSaturationVapourPressure,
  monthlySoilHeatFlux,
  monthlySoilHeatFluxSoFar,
  netLongwave,
  netShortwave,
  penmanMonteithDaily,
  psychrometricConstant,
  saturationSlope,
  saturationVapourPressure,
  solarDeclination,
  solarRadiationFromSunshine,
  solarRadiationFromTemperature,
  sunsetHourAngle,
  vapourPressureFromDewPoint,
  vapourPressureFromPsychrometer,
  vapourPressureFromRhExtremes,
  vapourPressureFromRhMean,
  windAt2m,
} from '../../../lambdas/agronomy/evaporation/et0';

/** |actual − published| within half a unit of the published value's last digit (or `tol`). */
function near(actual: number, published: number, tol?: number) {
  const decimals = (String(published).split('.')[1] ?? '').length;
  expect(Math.abs(actual - published), `${actual} vs ${published}`).toBeLessThanOrEqual(
    tol ?? 0.5 * 10 ** -decimals + 1e-12,
  );
}

describe('FAO-56 components (examples 2–16, 20)', () => {
  it('atmosphere: pressure and psychrometric constant at 1800 m (ex. 2)', () => {
    near(atmosphericPressure(1800), 81.8);
    near(psychrometricConstant(81.8), 0.054);
  });
  it('saturation vapour pressure of a day is the mean of e°(Tmax) and e°(Tmin) (ex. 3)', () => {
    near(saturationVapourPressure(24.5), 3.075);
    near(saturationVapourPressure(15), 1.705);
    near(meanSaturationVapourPressure(15, 24.5), 2.39);
  });
  it('actual vapour pressure from a psychrometer, RH extremes, RH mean and Tmin (ex. 4, 5, 20)', () => {
    near(vapourPressureFromPsychrometer(25.6, 19.5, 87.9), 1.91);
    near(vapourPressureFromRhExtremes(18, 25, 82, 54), 1.7);
    near(vapourPressureFromRhMean(18, 25, 68), 1.78);
    near(vapourPressureFromDewPoint(14.8), 1.68);
  });
  it('extraterrestrial radiation and daylight at 20° S on 3 September (ex. 8, 9)', () => {
    const j = 246;
    near(inverseRelativeDistance(j), 0.985);
    near(solarDeclination(j), 0.12);
    near(sunsetHourAngle((-20 * Math.PI) / 180, solarDeclination(j)), 1.527);
    near(extraterrestrialRadiation(-20, j), 32.2);
    near(daylightHours(1.527), 11.7);
  });
  it('solar radiation from sunshine and from the temperature range (ex. 10, 15)', () => {
    // 14.45: the paper prints 14.5 (rounded up from its own rounded terms).
    near(solarRadiationFromSunshine(7.1, 10.9, 25.1), 14.5, 0.06);
    near(solarRadiationFromTemperature(40.6, 14.8, 26.6), 22.3);
  });
  it('net radiation terms (ex. 11, 12, 16)', () => {
    near(netLongwave(19.1, 25.1, 2.1, 14.5, 18.8), 3.5);
    // 0.77 × 14.5 = 11.165, which the paper prints as 11.1.
    near(netShortwave(14.5), 11.1, 0.07);
    near(16.9 - 3.0, 13.9);
  });
  it('monthly soil heat flux (ex. 13) and wind at 2 m from 10 m (ex. 14)', () => {
    near(monthlySoilHeatFlux(14.1, 18.8), 0.33);
    near(monthlySoilHeatFlux(14.1, 18.8) * 0.408, 0.13);
    near(monthlySoilHeatFluxSoFar(29.2, 30.2), 0.14);
    near(windAt2m(3.2, 10), 2.4);
    expect(windAt2m(3.2, 2)).toBe(3.2);
  });
});

describe('FAO-56 example 17: monthly data, Bangkok, April', () => {
  it('gives 5.72 mm/day', () => {
    const site = { latitude: 13 + 44 / 60, elevation: 2 };
    const j = 105;
    const tmin = 25.6;
    const tmax = 34.8;
    const tmean = (tmin + tmax) / 2;
    near(saturationSlope(tmean), 0.246);
    near(meanSaturationVapourPressure(tmin, tmax), 4.42);
    const ra = extraterrestrialRadiation(site.latitude, j);
    const n = daylightHours(sunsetHourAngle((site.latitude * Math.PI) / 180, solarDeclination(j)));
    const rs = solarRadiationFromSunshine(8.5, n, ra);
    const rn = netShortwave(rs) - netLongwave(tmin, tmax, 2.85, rs, clearSkyRadiation(ra, site.elevation));
    near(rn, 14.33);
    const g = monthlySoilHeatFluxSoFar(29.2, tmean);
    near(g, 0.14);
    const gamma = psychrometricConstant(atmosphericPressure(site.elevation));
    // 0.06735: the paper prints 0.0674.
    near(gamma, 0.0674, 1e-4);
    near(
      penmanMonteithDaily({
        tmean,
        delta: saturationSlope(tmean),
        gamma,
        rn,
        g,
        u2: 2,
        es: meanSaturationVapourPressure(tmin, tmax),
        ea: 2.85,
      }),
      5.72,
    );
    // The one-call form agrees (G given).
    near(dailyEt0({ tmin, tmax, ea: 2.85, wind: 2, sunshineHours: 8.5, g }, site, j), 5.72);
  });
});

describe('FAO-56 example 18: daily data, Uccle (Brussels), 6 July', () => {
  const site = { latitude: 50 + 48 / 60, elevation: 100 };
  const day = { tmin: 12.3, tmax: 21.5, rhmax: 84, rhmin: 63, wind: 10 / 3.6, windHeight: 10, sunshineHours: 9.25 };

  it('reproduces the published intermediates', () => {
    const j = dayOfYear('2026-07-06');
    expect(j).toBe(187);
    near(atmosphericPressure(100), 100.1);
    near(psychrometricConstant(atmosphericPressure(100)), 0.0666);
    near(windAt2m(day.wind, 10), 2.078);
    near(saturationSlope(16.9), 0.122);
    near(meanSaturationVapourPressure(day.tmin, day.tmax), 1.997);
    near(vapourPressureFromRhExtremes(day.tmin, day.tmax, 84, 63), 1.409);
    const ra = extraterrestrialRadiation(site.latitude, j);
    near(ra, 41.09);
    const n = daylightHours(sunsetHourAngle((site.latitude * Math.PI) / 180, solarDeclination(j)));
    near(n, 16.1);
    const rs = solarRadiationFromSunshine(9.25, n, ra);
    near(rs, 22.07);
    near(clearSkyRadiation(ra, 100), 30.9);
  });

  it('gives 3.9 mm/day', () => {
    near(dailyEt0(day, site, 187), 3.9);
  });

  it('falls back sensibly when inputs are missing: Tmin as dew point, Hargreaves radiation', () => {
    const et0 = dailyEt0({ tmin: 12.3, tmax: 21.5, wind: 2 }, site, 187);
    expect(et0).toBeGreaterThan(2);
    expect(et0).toBeLessThan(5);
  });

  it('is never negative, also in a polar night', () => {
    expect(
      dailyEt0({ tmin: -30, tmax: -25, wind: 0, rs: 0, ea: 0.05 }, { latitude: 80, elevation: 0 }, 355),
    ).toBeGreaterThanOrEqual(0);
  });
});

describe('FAO-56 example 19: hourly data, N’Diaye (Senegal), 1 October', () => {
  // 16°13' N, 16°15' W, time zone centre 15° W, 8 m.
  const site = { latitude: 16 + 13 / 60, longitude: -16.25, timeZoneCentre: -15, elevation: 8 };

  it('gives Ra 3.543 and ET0 0.63 mm/h for 14:00–15:00', () => {
    near(extraterrestrialRadiationHourly(site, 274, 14.5), 3.543);
    near(hourlyEt0({ t: 38, rh: 52, wind: 3.3, rs: 2.45 }, site, 274, 14.5), 0.63);
  });

  it('gives 0.00 mm/h for 02:00–03:00 (sun below the horizon)', () => {
    expect(extraterrestrialRadiationHourly(site, 274, 2.5)).toBe(0);
    near(hourlyEt0({ t: 28, rh: 90, wind: 1.9, rs: 0 }, site, 274, 2.5), 0.0);
  });
});
