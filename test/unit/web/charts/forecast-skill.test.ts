import { describe, expect, it } from 'vitest';
import type { SkillFigure } from '@shared/readings/views';
import {
  MIN_VERIFIED,
  pooledSkill,
  skillText,
} from '../../../../web/src/features/dashboard/components/charts/forecast-skill';
import { wordsIn } from '../support/words';

const en = wordsIn();

const fig = (
  horizon_h: number,
  depth_cm: number,
  model_mae: number | null,
  persistence_mae: number | null,
  n: number,
): SkillFigure => ({ horizon_h, depth_cm, model_mae, persistence_mae, n });

/** Every horizon and depth with the same figures. */
const uniform = (model: number, persistence: number, n: number) =>
  [2, 24, 72].flatMap((h) => [10, 50, 100].map((d) => fig(h, d, model, persistence, n)));

describe('forecast skill in words', () => {
  it('states the +24 h error beside no change, and that the forecast beats it', () => {
    const t = skillText(en, uniform(1.2, 2.0, 40));
    expect(t.known).toBe(true);
    expect(t.headline).toBe(
      "+24 h forecasts here were off by 1.2 % on average over the last 30 days; 'no change' would have been off by " +
        '2.0 %.',
    );
    expect(t.verdict).toBe("The forecast beats 'no change' here.");
    expect(t.others).toEqual(["+2 h: off by 1.2 % ('no change' 2.0 %)", "+72 h: off by 1.2 % ('no change' 2.0 %)"]);
  });

  it('says when no change did better, and when the two are about even', () => {
    expect(skillText(en, uniform(2.5, 2.0, 40)).verdict).toBe(
      "'No change' did better here: read the dashed lines with care.",
    );
    expect(skillText(en, uniform(2.02, 2.0, 40)).verdict).toBe("The forecast does about as well as 'no change' here.");
  });

  it('pools the depths by how many forecasts each checked', () => {
    const pooled = pooledSkill([fig(24, 10, 1, 2, 30), fig(24, 50, 4, 2, 10), fig(24, 100, null, null, 0)]);
    expect(pooled).toEqual([{ horizon_h: 24, n: 30, model: (1 * 30 + 4 * 10) / 40, persistence: 2 }]);
  });

  it('says plainly when there is too little history', () => {
    const few = skillText(en, uniform(0.5, 3, MIN_VERIFIED - 1));
    expect(few.known).toBe(false);
    expect(few.headline).toBe(
      `Too little history to say how good this sensor's forecasts are: only ${MIN_VERIFIED - 1} of its +24 h ` +
        `forecasts have been checked against readings in the last 30 days; at least ${MIN_VERIFIED} are needed.`,
    );
    expect(few.verdict).toBe('');
    expect(few.others).toEqual([
      `+2 h: too few checked yet (${MIN_VERIFIED - 1})`,
      `+72 h: too few checked yet (${MIN_VERIFIED - 1})`,
    ]);
    expect(skillText(en, []).headline).toContain('none of its forecasts has been checked against readings yet');
    expect(skillText(en, undefined).known).toBe(false);
    expect(skillText(en, uniform(1, 2, 0)).others).toEqual(['+2 h: none checked yet', '+72 h: none checked yet']);
  });

  it('states the figure from exactly the minimum on', () => {
    expect(skillText(en, uniform(1, 2, MIN_VERIFIED)).known).toBe(true);
  });
});
