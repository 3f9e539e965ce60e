/**
 * The alert kinds received from each farm shared with the user: one checkbox per kind, per farm,
 * ticked by the member's role until they choose (owner and manager all, advisor moisture and
 * forecast, viewer none). They go out by the channels, quiet hours and mutes chosen above.
 */
import { ALERT_KINDS, type AlertKind } from '@shared/alerts/kinds';
import { farmAlertKinds } from '@shared/alerts/member-alerts';
import type { AlertPreferences } from '@shared/alerts/preferences';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { ALERT_KIND_PREFERENCE_KEYS } from '@shared/i18n/labels/alerts';
import { useT } from '../../../lib/i18n/use-t';

interface SharedFarmAlertsProps {
  /** The farms shared with the user (their own are not listed: those send every kind). */
  farms: readonly FarmAccessRow[];
  choices: AlertPreferences['farms'];
  onChange: (farmId: string, kinds: AlertKind[]) => void;
}

export function SharedFarmAlerts({ farms, choices, onChange }: SharedFarmAlertsProps) {
  const t = useT();
  return (
    <>
      <p className="shared-farm-alerts__intro">{t('notifications.sharedIntro')}</p>
      {farms.map((farm) => {
        const kinds = farmAlertKinds({ farms: choices }, farm.farm_id, farm.role);
        const legendId = `shared-farm-${farm.farm_id}`;
        return (
          <fieldset className="shared-farm-alerts" key={farm.farm_id} aria-labelledby={legendId}>
            <legend id={legendId}>
              {farm.name}
              <span className="shared-farm-alerts__who">
                {' '}
                ·{' '}
                {t('notifications.sharedWho', {
                  owner: farm.owner_name,
                  role: FARM_ROLE_LABELS[farm.role].toLowerCase(),
                })}
              </span>
            </legend>
            <div className="shared-farm-alerts__kinds">
              {ALERT_KINDS.map((kind) => (
                <label className="check-line" key={kind}>
                  <input
                    type="checkbox"
                    checked={kinds.includes(kind)}
                    onChange={(e) =>
                      onChange(
                        farm.farm_id,
                        e.target.checked ? [...kinds.filter((k) => k !== kind), kind] : kinds.filter((k) => k !== kind),
                      )
                    }
                  />
                  {t(ALERT_KIND_PREFERENCE_KEYS[kind].title)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
