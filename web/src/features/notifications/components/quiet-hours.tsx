/** Quiet hours (on or off, from–to, moisture let through) and the time zone they are read in. */
import { useMemo } from 'react';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';

export interface QuietHoursDraft {
  enabled: boolean;
  start: string;
  end: string;
  moistureBreaksThrough: boolean;
}

/** Every zone the browser knows, with the chosen one kept even when it is not in the list (e.g. UTC). */
function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export function QuietHoursEditor({
  quiet,
  timeZone,
  errors,
  onQuiet,
  onTimeZone,
}: {
  quiet: QuietHoursDraft;
  timeZone: string;
  errors: { start?: string; end?: string; timeZone?: string };
  onQuiet: (q: QuietHoursDraft) => void;
  onTimeZone: (zone: string) => void;
}) {
  const zones = useMemo(() => zoneNames(timeZone), [timeZone]);
  const t = useT();
  return (
    <div className="quiet-hours">
      <label className="check-line">
        <input
          type="checkbox"
          checked={quiet.enabled}
          onChange={(e) => onQuiet({ ...quiet, enabled: e.target.checked })}
        />
        {t('notifications.quietEnabled')}
      </label>
      <p className="muted">{t('notifications.quietExplained')}</p>
      <div className="quiet-hours__times">
        <TextField
          label={t('notifications.quietFrom')}
          type="time"
          value={quiet.start}
          disabled={!quiet.enabled}
          error={errors.start}
          onChange={(e) => onQuiet({ ...quiet, start: e.target.value })}
        />
        <TextField
          label={t('notifications.quietTo')}
          type="time"
          value={quiet.end}
          disabled={!quiet.enabled}
          error={errors.end}
          onChange={(e) => onQuiet({ ...quiet, end: e.target.value })}
        />
      </div>
      <label className="check-line">
        <input
          type="checkbox"
          checked={quiet.moistureBreaksThrough}
          disabled={!quiet.enabled}
          onChange={(e) => onQuiet({ ...quiet, moistureBreaksThrough: e.target.checked })}
        />
        {t('notifications.quietBreakThrough')}
      </label>
      <SelectField
        label={t('notifications.timeZone')}
        value={timeZone}
        error={errors.timeZone}
        hint={t('notifications.timeZoneHint')}
        onChange={(e) => onTimeZone(e.target.value)}
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
