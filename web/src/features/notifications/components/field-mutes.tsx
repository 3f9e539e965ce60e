/** Per-field mutes: no alert about the field reaches the grower through the chosen day. */
import { parseISO } from 'date-fns';
import { useState } from 'react';
import type { FieldMute } from '@shared/alerts/preferences';
import { dayWords } from '@shared/time/local-dates';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DayField } from '../../../components/day-field';
import { SelectField } from '../../../components/select-field';
import { isoDay, parseDay } from '../../../lib/dates';
import type { FieldLabel } from './field-label';

const fieldName = (fields: FieldLabel[], id: string) => {
  const f = fields.find((x) => x.field_id === id);
  return f ? `${f.field_name} (${f.farm_name})` : 'A field';
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
  const unmuted = fields.filter((f) => !mutes.some((m) => m.fieldId === f.field_id));
  const [fieldId, setFieldId] = useState('');
  const [untilText, setUntilText] = useState('');
  const [removing, setRemoving] = useState<FieldMute | null>(null);
  const chosen = unmuted.some((f) => f.field_id === fieldId) ? fieldId : (unmuted[0]?.field_id ?? '');
  const untilDay = parseDay(untilText);
  const until = untilDay ? isoDay(untilDay) : '';
  const untilError =
    untilText.trim() && !untilDay
      ? 'Use the format dd/mm/yyyy'
      : until && until < today
        ? 'Choose today or a later day.'
        : undefined;

  if (!fields.length)
    return (
      <p className="muted">You have no fields yet. Once you add one, you can mute its alerts for a season here.</p>
    );
  return (
    <>
      {mutes.length ? (
        <ul className="mute-list">
          {mutes.map((m) => (
            <li key={m.fieldId}>
              <span>
                <strong>{fieldName(fields, m.fieldId)}</strong>{' '}
                {m.until < today ? (
                  <span className="muted">mute ended {dayWords(m.until)}</span>
                ) : (
                  <>muted through {dayWords(m.until)}</>
                )}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(m)}>
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No field is muted: you get alerts about all of them.</p>
      )}
      {unmuted.length ? (
        <div className="mute-add">
          <SelectField label="Field to mute" value={chosen} onChange={(e) => setFieldId(e.target.value)}>
            {unmuted.map((f) => (
              <option key={f.field_id} value={f.field_id}>
                {f.field_name} ({f.farm_name})
              </option>
            ))}
          </SelectField>
          <DayField
            label="Muted through (last day)"
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
            Mute field
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Unmute this field?"
        confirmLabel="Unmute"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onChange(mutes.filter((m) => m.fieldId !== removing.fieldId));
          setRemoving(null);
        }}
      >
        {removing ? `${fieldName(fields, removing.fieldId)} will send alerts again once you save.` : null}
      </ConfirmDialog>
    </>
  );
}
