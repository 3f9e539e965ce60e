/** Per-field mutes: no alert about the field reaches the grower through the chosen day. */
import { parseISO } from 'date-fns';
import { useState } from 'react';
import type { FieldMute } from '@shared/alerts/preferences';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DayField } from '../../../components/day-field';
import { SelectField } from '../../../components/select-field';
import { isoDay } from '../../../lib/dates';
import type { FieldLabel } from './field-label';
import { useFormat } from '../../../lib/i18n/use-format';
import { type T, useT } from '../../../lib/i18n/use-t';

const fieldName = (t: T, fields: FieldLabel[], id: string) => {
  const f = fields.find((x) => x.field_id === id);
  return f ? `${f.field_name} (${f.farm_name})` : t('notifications.aField');
};

export function FieldMutes({
  mutes,
  fields,
  today,
  onChange,
}: {
  mutes: FieldMute[];
  fields: FieldLabel[];
  today: string;
  onChange: (m: FieldMute[]) => void;
}) {
  const t = useT();
  const f = useFormat();
  const unmuted = fields.filter((x) => !mutes.some((m) => m.fieldId === x.field_id));
  const [fieldId, setFieldId] = useState('');
  const [untilText, setUntilText] = useState('');
  const [removing, setRemoving] = useState<FieldMute | null>(null);
  const chosen = unmuted.some((x) => x.field_id === fieldId) ? fieldId : (unmuted[0]?.field_id ?? '');
  const untilDay = f.parseDay(untilText);
  // A mute's last day in words ("31 Mar 2030", "31 mar 2030", "Mar 31, 2030"): a calendar date, no zone shift.
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(f.locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const until = untilDay ? isoDay(untilDay) : '';
  const untilError =
    untilText.trim() && !untilDay
      ? t('notifications.dayFormat', { example: f.day(parseISO(today)) })
      : until && until < today
        ? t('notifications.dayNotPast')
        : undefined;

  if (!fields.length) return <p className="muted">{t('notifications.noFieldsToMute')}</p>;
  return (
    <>
      {mutes.length ? (
        <ul className="mute-list">
          {mutes.map((m) => (
            <li key={m.fieldId}>
              <span>
                <strong>{fieldName(t, fields, m.fieldId)}</strong>{' '}
                {m.until < today ? (
                  <span className="muted">{t('notifications.muteEnded', { day: day(m.until) })}</span>
                ) : (
                  <>{t('notifications.mutedThrough', { day: day(m.until) })}</>
                )}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(m)}>
                {t('notifications.unmute')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('notifications.noneMuted')}</p>
      )}
      {unmuted.length ? (
        <div className="mute-add">
          <SelectField
            label={t('notifications.fieldToMute')}
            value={chosen}
            onChange={(e) => setFieldId(e.target.value)}
          >
            {unmuted.map((x) => (
              <option key={x.field_id} value={x.field_id}>
                {x.field_name} ({x.farm_name})
              </option>
            ))}
          </SelectField>
          <DayField
            label={t('notifications.mutedThroughLabel')}
            min={parseISO(today)}
            value={untilText}
            error={untilError}
            onChange={setUntilText}
          />
          <Button
            variant="secondary"
            disabled={!chosen || !until || Boolean(untilError)}
            onClick={() => {
              onChange([...mutes, { fieldId: chosen, until }]);
              setUntilText('');
            }}
          >
            {t('notifications.muteField')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('notifications.unmuteTitle')}
        confirmLabel={t('notifications.unmute')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onChange(mutes.filter((m) => m.fieldId !== removing.fieldId));
          setRemoving(null);
        }}
      >
        {removing ? t('notifications.unmuteText', { field: fieldName(t, fields, removing.fieldId) }) : null}
      </ConfirmDialog>
    </>
  );
}
