import { PLAN_PRICES, PLAN_SENSOR_LIMITS, PLANS, PURCHASABLE_PLANS, planLabel, type Plan } from '@shared/subscription';
import { formatAud } from './money';

/** What each plan covers, in a line. */
export const planCovers = (plan: Plan): string => `Up to ${PLAN_SENSOR_LIMITS[plan]} sensors`;

/**
 * The plan choice: Lite, Full and Pro, with each plan's yearly price and what it covers. Pro is
 * shown but disabled: an administrator grants it, it is not sold in the app.
 */
export function PlanPicker({ value, onChange }: { value: Plan; onChange: (plan: Plan) => void }) {
  return (
    <fieldset className="plan-picker">
      <legend className="visually-hidden">Plan</legend>
      {PLANS.map((plan) => {
        const sold = PURCHASABLE_PLANS.includes(plan);
        return (
          <label
            key={plan}
            className={['plan-option', value === plan ? 'is-selected' : '', sold ? '' : 'is-disabled']
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              name="plan"
              value={plan}
              checked={value === plan}
              disabled={!sold}
              onChange={() => onChange(plan)}
            />
            <span className="plan-option__body">
              <span className="plan-option__name">{planLabel(plan)}</span>
              <span className="plan-option__price">{formatAud(PLAN_PRICES[plan])} / year</span>
              <span className="plan-option__covers">{planCovers(plan)}</span>
              {sold ? null : (
                <span className="plan-option__note">For large farms: granted by Fieldwise on request</span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
