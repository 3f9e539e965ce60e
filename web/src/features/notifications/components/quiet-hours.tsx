/** Quiet hours (on or off, from–to, moisture let through) and the time zone they are read in. */
import { useMemo } from 'react';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';

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
  return (
    <div className="quiet-hours">
      <label className="check-line">
        <input
          type="checkbox"
          checked={quiet.enabled}
          onChange={(e) => onQuiet({ ...quiet, enabled: e.target.checked })}
        />
        Keep quiet at set hours
      </label>
      <p className="muted">
        During quiet hours alerts arrive in-app only: no SMS or e-mail. They are waiting in your notifications when the
        quiet hours end.
      </p>
      <div className="quiet-hours__times">
        <TextField
          label="From"
          type="time"
          value={quiet.start}
          disabled={!quiet.enabled}
          error={errors.start}
          onChange={(e) => onQuiet({ ...quiet, start: e.target.value })}
        />
        <TextField
          label="To"
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
        Let moisture and frost alerts through (a zone needs water now or within 24 h; frost is forecast)
      </label>
      <SelectField
        label="Time zone"
        value={timeZone}
        error={errors.timeZone}
        hint="Quiet hours and the end dates of mutes are read in this time zone."
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
