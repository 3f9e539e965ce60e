/**
 * Leave-one-depth-out check of the profile: at every row where all three depths were measured,
 * the middle depth is estimated from the other two, by the product's profile (estimateProfile)
 * and by a straight line between them, and both are compared with what the middle sensor read.
 */
import { estimateProfile } from '@shared/agronomy/profile';
import type { SoilSeries } from './station';

export interface ProfileCheck {
  depth_cm: number;
  from_cm: [number, number];
  profile_mae: number;
  linear_mae: number;
  n: number;
}

export function profileCheck(soil: SoilSeries): ProfileCheck | null {
  if (soil.depthsCm.length < 3) return null;
  const [top, mid, bottom] = [soil.depthsCm[0]!, soil.depthsCm[1]!, soil.depthsCm[soil.depthsCm.length - 1]!];
  const last = soil.depthsCm.length - 1;
  let [n, profileAbs, linearAbs] = [0, 0, 0];
  for (const row of soil.moisture) {
    const [a, m, b] = [row[0], row[1], row[last]];
    if (a == null || m == null || b == null) continue;
    const estimate = estimateProfile(
      [
        { depth: top, value: a },
        { depth: bottom, value: b },
      ],
      [mid],
    )[0]!;
    const linear = a + ((b - a) * (mid - top)) / (bottom - top);
    n++;
    profileAbs += Math.abs(estimate - m);
    linearAbs += Math.abs(linear - m);
  }
  return {
    depth_cm: mid,
    from_cm: [top, bottom],
    profile_mae: profileAbs / Math.max(1, n),
    linear_mae: linearAbs / Math.max(1, n),
    n,
  };
}
