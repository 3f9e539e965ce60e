/**
 * `npm run validate:et0`: checks lambdas/agronomy/et0.ts against the full-precision FAO-56
 * vectors in ../shared/data/agronomy/fao56_vectors.json (examples 17, 18, 19 recomputed from the
 * paper's equations; tolerance 0.005 mm or 0.1 %), and prints the ASCE standardized daily vector
 * beside ours for information (ASCE computes clear-sky radiation differently). The data is
 * third-party and not part of the repository: without it the script says so and exits 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dailyEt0, extraterrestrialRadiation, extraterrestrialRadiationHourly, hourlyEt0 } from '../lambdas/agronomy/et0';

const file = join(import.meta.dirname, '..', '..', 'shared', 'data', 'agronomy', 'fao56_vectors.json');
if (!existsSync(file)) {
  console.log(`No reference vectors at ${file}: nothing to validate (the data set is not part of the repository).`);
  process.exit(0);
}
const v = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
let failed = 0;
function check(name: string, ours: number, expected: number) {
  const ok = Math.abs(ours - expected) <= Math.max(0.005, Math.abs(expected) * 1e-3);
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ours ${ours.toFixed(6)}, reference ${expected}`);
}

const e17 = v.fao56_example_17_monthly_bangkok;
{
  const i = e17.inputs;
  const g = 0.14 * ((i.Tmax_C + i.Tmin_C) / 2 - i.Tmean_previous_month_March_C);
  check('ex. 17 Ra', extraterrestrialRadiation(i.latitude_deg, i.day_of_year_used), e17.recomputed.Ra_MJ_m2_d);
  check('ex. 17 ET0', dailyEt0({ tmin: i.Tmin_C, tmax: i.Tmax_C, ea: i.ea_kPa, wind: i.u2_m_s, sunshineHours: i.sunshine_n_h_per_day, g }, { latitude: i.latitude_deg, elevation: i.elevation_m }, i.day_of_year_used), e17.recomputed.ETo_mm_d);
}
const e18 = v.fao56_example_18_daily_uccle;
{
  const i = e18.inputs;
  const site = { latitude: i.latitude_deg, elevation: i.elevation_m };
  check('ex. 18 Ra', extraterrestrialRadiation(i.latitude_deg, i.day_of_year), e18.recomputed.Ra_MJ_m2_d);
  check('ex. 18 ET0', dailyEt0({ tmin: i.Tmin_C, tmax: i.Tmax_C, rhmax: i.RHmax_pct, rhmin: i.RHmin_pct, wind: i.wind_speed_at_10m_m_s, windHeight: i.wind_height_m, sunshineHours: i.sunshine_n_h }, site, i.day_of_year), e18.recomputed.ETo_mm_d);
}
const e19 = v.fao56_example_19_hourly_ndiaye;
{
  const i = e19.inputs;
  const site = { latitude: i.latitude_deg, longitude: -i.longitude_Lm_deg_west, timeZoneCentre: -i.time_zone_centre_Lz_deg_west, elevation: i.elevation_m };
  for (const [period, p] of Object.entries(i.periods) as [string, { t_mid_h: number; Thr_C: number; RHhr_pct: number; u2_m_s: number; Rs_MJ_m2_h: number }][]) {
    check(`ex. 19 ${period} Ra`, extraterrestrialRadiationHourly(site, i.day_of_year, p.t_mid_h), e19.recomputed[period].Ra_MJ_m2_h);
    check(`ex. 19 ${period} ET0`, hourlyEt0({ t: p.Thr_C, rh: p.RHhr_pct, wind: p.u2_m_s, rs: p.Rs_MJ_m2_h }, site, i.day_of_year, p.t_mid_h, i.night_Rs_over_Rso), e19.recomputed[period].ETo_mm_h);
  }
}
const asce = v.asce_standardized_refet_fallon_agrimet;
{
  const d = asce.daily_2015_07_01.inputs;
  const ours = dailyEt0({ tmin: d.Tmin_C, tmax: d.Tmax_C, ea: d.ea_kPa, rs: d.Rs_MJ_m2_d, wind: d.uz_m_s, windHeight: asce.site.anemometer_height_zw_m }, { latitude: asce.site.lat_deg, elevation: asce.site.elev_m }, d.doy);
  console.log(`info ASCE standardized ETo, Fallon 2015-07-01: ours ${ours.toFixed(3)}, REF-ET ${asce.daily_2015_07_01.expected.ETo_asce_mm_d.toFixed(3)} (ASCE's clear-sky radiation differs from FAO-56 eq. 37)`);
}
console.log(failed ? `${failed} check(s) failed` : 'all FAO-56 vectors within tolerance');
process.exit(failed ? 1 : 0);
