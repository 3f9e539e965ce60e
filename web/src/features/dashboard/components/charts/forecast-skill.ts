/**
 * How good a sensor's moisture forecasts have been, in words a grower reads at a glance: the
 * mean error of the +24 h forecasts over the last 30 days beside that of assuming no change,
 * and the other horizons in brief.
 *
 * A figure is stated only once at least MIN_VERIFIED forecasts of that horizon were checked
 * against readings. The error of a mean shrinks with the square root of the count: at 30 it is
 * under a fifth of the spread of single errors, enough to tell a forecast that beats "no change"
 * from one that does not. Sensors report every 2 hours, so 30 forecasts are about two and a
 * half days of readings; fewer come from one or two days of one kind of weather, and one rain
 * event would decide the figure.
 */
import type { SkillFigure } from '@shared/readings/views';
import type { Words } from '../../../../lib/words';

export const MIN_VERIFIED = 30;
/** The horizon the headline is about. */
export const HEADLINE_HORIZON_H = 24;
/** Within this share of each other the two errors count as the same. */
const SAME_WITHIN = 0.05;

export interface HorizonSkill {
  horizon_h: number;
  /** Forecasts checked (each is checked at every depth). */
  n: number;
  /** Mean absolute error over the depths, weighted by their counts (moisture percentage points). */
  model: number | null;
  persistence: number | null;
}

/** Per horizon, the depths' errors pooled by their counts. */
export function pooledSkill(skill: readonly SkillFigure[]): HorizonSkill[] {
  const horizons = [...new Set(skill.map((s) => s.horizon_h))].sort((a, b) => a - b);
  return horizons.map((h) => {
    const rows = skill.filter((s) => s.horizon_h === h && s.n > 0);
    const pool = (pick: (s: SkillFigure) => number | null) => {
      const known = rows.filter((s) => pick(s) !== null);
      const n = known.reduce((sum, s) => sum + s.n, 0);
      return n ? known.reduce((sum, s) => sum + pick(s)! * s.n, 0) / n : null;
    };
    return {
      horizon_h: h,
      n: rows.reduce((max, s) => Math.max(max, s.n), 0),
      model: pool((s) => s.model_mae),
      persistence: pool((s) => s.persistence_mae),
    };
  });
}

export interface SkillText {
  /** True when the headline horizon has enough checked forecasts to state its error. */
  known: boolean;
  headline: string;
  /** The verdict against "no change" (empty when unknown). */
  verdict: string;
  /** One short line per other horizon. */
  others: string[];
}

const enough = (h: HorizonSkill): h is HorizonSkill & { model: number; persistence: number } =>
  h.n >= MIN_VERIFIED && h.model !== null && h.persistence !== null;

function verdictOf({ t }: Words, model: number, persistence: number): string {
  if (model < persistence * (1 - SAME_WITHIN)) return t('dashboard.skillBeats');
  if (model > persistence * (1 + SAME_WITHIN)) return t('dashboard.skillWorse');
  return t('dashboard.skillSame');
}

/** The forecast skill in words; says plainly when there is too little history. */
export function skillText(w: Words, skill: readonly SkillFigure[] | undefined): SkillText {
  const { t, f } = w;
  // Moisture errors are percentage points: one decimal, trailing zero kept ("2.0 %").
  const pct = (v: number) => `${f.number(v, 1, true)} %`;
  const pooled = pooledSkill(skill ?? []);
  const head = pooled.find((h) => h.horizon_h === HEADLINE_HORIZON_H);
  const others = pooled
    .filter((h) => h.horizon_h !== HEADLINE_HORIZON_H)
    .map((h) =>
      enough(h)
        ? t('dashboard.skillOther', { hours: h.horizon_h, model: pct(h.model), persistence: pct(h.persistence) })
        : h.n === 0
          ? t('dashboard.skillOtherNone', { hours: h.horizon_h })
          : t('dashboard.skillOtherFew', { hours: h.horizon_h, count: h.n }),
    );
  if (!head || !enough(head)) {
    const n = head?.n ?? 0;
    const checked =
      n === 0
        ? t('dashboard.skillNoneChecked')
        : t('dashboard.skillFewChecked', { count: n, hours: HEADLINE_HORIZON_H });
    return {
      known: false,
      headline: t('dashboard.skillTooLittle', { checked, needed: MIN_VERIFIED }),
      verdict: '',
      others,
    };
  }
  return {
    known: true,
    headline: t('dashboard.skillHeadline', {
      hours: HEADLINE_HORIZON_H,
      model: pct(head.model),
      persistence: pct(head.persistence),
    }),
    verdict: verdictOf(w, head.model, head.persistence),
    others,
  };
}
