/**
 * The sheet that logs (or edits) an irrigation: opened prefilled (now, the zone's method, the
 * zone's last run time), so logging is "Log irrigation" then "Save"; every field stays editable.
 * Messages sit beside their field in the API's words; what the API refuses shows above the buttons.
 */
import { useId, useState, type FormEvent } from 'react';
import type { IrrigationEntry } from '@shared/irrigation/log';
import { IRRIGATION_METHODS, type IrrigationMethod, type ZoneSystem } from '@shared/irrigation/system';
import { IRRIGATION_METHOD_KEYS } from '@shared/i18n/labels/agronomy';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { SelectField } from '../../../../components/select-field';
import { FieldError, TextField } from '../../../../components/text-field';
import { useToast } from '../../../../components/toast';
import { useEditIrrigation, useLogIrrigation } from '../../../../api/irrigations';
import {
  derivedText,
  draftErrors,
  draftOf,
  editedInputOf,
  inputOf,
  newDraft,
  type AmountKind,
  type IrrigationDraft,
} from './irrigation-form';
import { useWords } from '../../../../lib/words';

interface Props {
  zoneId: string;
  zoneName: string;
  system: ZoneSystem | undefined;
  /** The entry to edit; a new one when absent. */
  editing?: IrrigationEntry;
  /** The zone's newest entry: a new one starts with its run time. */
  last?: IrrigationEntry;
  onClose: () => void;
}

export function IrrigationSheet({ zoneId, zoneName, system, editing, last, onClose }: Props) {
  const w = useWords();
  const { t, f } = w;
  const [draft, setDraft] = useState<IrrigationDraft>(() => (editing ? draftOf(editing, w) : newDraft(system, last)));
  const [tried, setTried] = useState(false);
  const log = useLogIrrigation(zoneId);
  const edit = useEditIrrigation(zoneId);
  const mutation = editing ? edit : log;
  const toast = useToast();
  const formId = useId();
  const errors = tried ? draftErrors(w, draft) : {};
  const set = <K extends keyof IrrigationDraft>(key: K, value: IrrigationDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(draftErrors(w, draft)).length) return;
    const input = editing ? editedInputOf(draft, editing, w) : inputOf(draft, false, f);
    const done = {
      // A new entry answered null was kept in the offline queue, not stored yet: say so, not "logged".
      onSuccess: (answer: unknown) => (
        toast.notify({
          tone: 'success',
          message: editing
            ? t('dashboard.irrigationSaved')
            : answer === null
              ? t('pwa.irrigationQueued', { zone: zoneName })
              : t('dashboard.irrigationLogged', { zone: zoneName }),
        }),
        onClose()
      ),
    };
    if (editing) edit.mutate({ irrigationId: editing.irrigation_id, input }, done);
    else log.mutate(input, done);
  };

  return (
    <Modal
      open
      title={
        editing
          ? t('dashboard.editIrrigationOf', { zone: zoneName })
          : t('dashboard.logIrrigationOf', { zone: zoneName })
      }
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('dashboard.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending}>
            {t('dashboard.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="irrigation-sheet" onSubmit={submit} noValidate>
        <TextField
          label={t('dashboard.started')}
          type="datetime-local"
          value={draft.start}
          onChange={(e) => set('start', e.target.value)}
          error={errors.start}
        />
        <fieldset className="irrigation-sheet__amount">
          <legend>{t('dashboard.howMuch')}</legend>
          <div className="irrigation-sheet__kinds">
            {(['minutes', 'mm'] as const satisfies readonly AmountKind[]).map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name={`${formId}-kind`}
                  checked={draft.kind === k}
                  onChange={() => set('kind', k)}
                />
                {k === 'minutes' ? t('dashboard.runTime') : t('dashboard.depth')}
              </label>
            ))}
          </div>
          <TextField
            label={
              draft.kind === 'minutes'
                ? t('dashboard.runTimeMinutes')
                : t('dashboard.depthApplied', { unit: f.unit('water') })
            }
            inputMode="decimal"
            value={draft.amount}
            onChange={(e) => set('amount', e.target.value)}
            error={errors.amount}
            hint={
              derivedText(w, draft, system?.application_rate_mm_h) ??
              (system ? undefined : t('dashboard.setSystemHint'))
            }
          />
        </fieldset>
        <SelectField
          label={t('dashboard.method')}
          value={draft.method}
          onChange={(e) => set('method', e.target.value as IrrigationMethod)}
          error={errors.method}
        >
          {IRRIGATION_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(IRRIGATION_METHOD_KEYS[m])}
            </option>
          ))}
        </SelectField>
        <NoteField value={draft.note} onChange={(v) => set('note', v)} error={errors.note} />
        {mutation.isError ? <Banner tone="error">{mutation.error.message}</Banner> : null}
      </form>
    </Modal>
  );
}

/** The optional note (up to 500 characters), a textarea styled as the other fields. */
function NoteField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useWords();
  const id = useId();
  return (
    <div className={['text-field', error ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {t('dashboard.noteOptional')}
      </label>
      <div className="text-field__control">
        <textarea
          id={id}
          className="text-field__input irrigation-sheet__note"
          rows={2}
          maxLength={600}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
