/**
 * The field wizard (spec §4): 0 Info → 1 Plot → 2 Submit → 3 result. Back on steps 1 and 2;
 * Next only when the step is valid (names per §5, a polygon drawn); a new farm is created first.
 * Editing uses the same flow with an update.
 */
import { useMemo, useState } from 'react';
import { polygonProblems, type Polygon } from '../../../../../shared/geo';
import { CROP_TYPES, DEFAULT_CROP } from '../../../../../shared/management/constants';
import { fieldNameSchema, farmNameSchema } from '../../../../../shared/management/rules';
import { managementMessages } from '../../../../../shared/messages';
import { Banner } from '../../../components/banner';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { WizardFooter } from '../../../components/wizard-footer';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSaveField } from '../api/fields';
import type { Field } from '../api/types';
import { PlotStep } from './plot-step';

const STEPS = ['Info', 'Plot', 'Submit', 'Result'] as const;
const NEW_FARM = '__new__';

const messageOf = (schema: typeof fieldNameSchema, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

export function FieldWizard({ userName, farms, fields, editing, defaultFarm, onClose }: { userName: string; farms: string[]; fields: Field[]; editing?: Field; defaultFarm?: string; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [fieldName, setFieldName] = useState(editing?.field_name ?? '');
  const [farmChoice, setFarmChoice] = useState(editing?.farm_name ?? defaultFarm ?? (farms[0] ?? NEW_FARM));
  const [newFarm, setNewFarm] = useState('');
  const [cropType, setCropType] = useState(editing?.crop_type ?? DEFAULT_CROP);
  const [polygon, setPolygon] = useState<Polygon | null>(editing?.points ?? null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const save = useSaveField(userName);

  const farmName = farmChoice === NEW_FARM ? newFarm.trim() : farmChoice;
  const farmIsNew = !farms.includes(farmName);
  const nameError = messageOf(fieldNameSchema, fieldName);
  const farmError = messageOf(farmNameSchema, farmName);
  const plotProblem = polygon ? polygonProblems(polygon.coordinates[0] ?? [])[0] : 'Draw the field on the map.';
  const valid = [!nameError && !farmError, !plotProblem, true, true];
  const others = useMemo(() => fields.filter((f) => f.field_id !== editing?.field_id).map((f) => f.points), [fields, editing]);

  const submit = () =>
    save.mutate(
      { draft: { fieldName: fieldName.trim(), farmName, cropType, geom: polygon! }, fieldId: editing?.field_id, farmIsNew },
      { onSettled: () => setStep(3) },
    );

  const footer = (
    <WizardFooter step={step} canNext={Boolean(valid[step])} busy={save.isPending} submitLabel={editing ? 'Save changes' : 'Create field'} onStep={setStep} onSubmit={submit} onClose={onClose} />
  );

  return (
    <Modal open title={editing ? `Edit field ${editing.field_name}` : 'New field'} onClose={onClose} size="lg" footer={footer}>
      <WizardSteps steps={STEPS} current={step} />
      {step === 0 ? (
        <div className="form-grid">
          <TextField
            label="Field name"
            value={fieldName}
            onChange={(e) => setFieldName(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, fieldName: true }))}
            error={touched.fieldName || fieldName ? nameError : undefined}
            autoFocus
          />
          <SelectField label="Farm" value={farmChoice} onChange={(e) => setFarmChoice(e.target.value)}>
            {farms.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
            <option value={NEW_FARM}>+ New farm…</option>
          </SelectField>
          {farmChoice === NEW_FARM ? (
            <TextField label="New farm name" value={newFarm} onChange={(e) => setNewFarm(e.target.value)} error={newFarm ? farmError : undefined} hint="The farm is created together with the field." />
          ) : null}
          <SelectField label="Crop type" value={cropType} onChange={(e) => setCropType(e.target.value)}>
            {CROP_TYPES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {step === 1 ? (
        <PlotStep label="Draw the field" polygon={polygon} onChange={setPolygon} problem={plotProblem} done={(n) => `${n} corners`} otherFields={others} />
      ) : null}
      {step === 2 ? (
        <dl className="summary">
          <dt>Field</dt>
          <dd>{fieldName.trim()}</dd>
          <dt>Farm</dt>
          <dd>
            {farmName}
            {farmIsNew ? ' (new farm)' : ''}
          </dd>
          <dt>Crop</dt>
          <dd>{cropType}</dd>
          <dt>Outline</dt>
          <dd>{(polygon?.coordinates[0]?.length ?? 1) - 1} corners</dd>
        </dl>
      ) : null}
      {step === 3 ? (
        save.isError ? (
          <Banner tone="error">
            {editing ? managementMessages.fieldEditError : managementMessages.fieldCreateError} <span className="muted">({save.error.message})</span>
          </Banner>
        ) : (
          <Banner tone="success">
            Field {save.data?.field_name} was {editing ? 'saved' : 'created'} on {save.data?.farm_name}.
          </Banner>
        )
      ) : null}
    </Modal>
  );
}
