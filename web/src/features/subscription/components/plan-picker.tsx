import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { PLAN_PRICES, PLAN_SENSOR_LIMITS, PLANS, PURCHASABLE_PLANS, type Plan } from '@shared/subscription';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { formatAudIn } from './money';

/**
 * The plan choice: Lite, Full and Pro, with each plan's yearly price and what it covers. Pro is
 * shown but disabled: an administrator grants it, it is not sold in the app.
 */
export function PlanPicker({ value, onChange }: { value: Plan; onChange: (plan: Plan) => void }) {
  const t = useT();
  const f = useFormat();
  return (
    <fieldset className="plan-picker">
      <legend className="visually-hidden">{t('subscription.planLegend')}</legend>
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
              <span className="plan-option__name">{t(PLAN_KEYS[plan])}</span>
              <span className="plan-option__price">
                {t('subscription.perYear', { price: formatAudIn(f.locale, PLAN_PRICES[plan]) })}
              </span>
              <span className="plan-option__covers">
                {t('subscription.covers', { count: PLAN_SENSOR_LIMITS[plan] })}
              </span>
              {sold ? null : <span className="plan-option__note">{t('subscription.proNote')}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
