/**
 * The zone wizard (spec §4): Info → Plot → Submit → result; creates without a chosen zone,
 * updates otherwise. Choosing a layer's soil type fills its wilting point, field capacity and
 * saturation from the §9 table; each stays editable (0 ≤ n < 100).
 */
import { useMemo, useState } from 'react';
import { polygonInsidePolygon, polygonProblems, type Polygon } from '../../../../../shared/geo';
import { CROP_TYPES, DEFAULT_CROP, DEFAULT_INTEREST_LAYER, DEPTH_LAYERS, SOIL_DEFAULTS, SOIL_TYPES, type SoilType } from '../../../../../shared/management/constants';
import { soilPercentSchema, zoneNameSchema } from '../../../../../shared/management/rules';
import type { ZonePayloadInput } from '../../../../../shared/management/schemas';
import { managementMessages } from '../../../../../shared/messages';
import { Banner } from '../../../components/banner';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { WizardFooter } from '../../../components/wizard-footer';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSaveZone } from '../api/zones';
import type { Field, ZoneRow } from '../api/types';
import { FieldOptions } from './field-options';
import { PlotStep } from './plot-step';

const STEPS = ['Info', 'Plot', 'Submit', 'Result'] as const;
type Stored = 50 | 100 | 150;
type Label = 25 | 75 | 125;
interface Layer {
  soil: SoilType;
  wp: string;
  fc: string;
  sat: string;
}

const defaultsFor = (soil: SoilType): Layer => {
  const d = SOIL_DEFAULTS[soil];
  return { soil, wp: String(d.wiltingPoint), fc: String(d.fieldCapacity), sat: String(d.saturation) };
};

function layersFrom(zone?: ZoneRow): Record<Stored, Layer> {
  if (!zone) return { 50: defaultsFor('Clay'), 100: defaultsFor('Clay'), 150: defaultsFor('Clay') };
  const soil = (label: Label) => zone[`soiltype_${label}`] as SoilType;
  const layer = (stored: Stored, label: Label): Layer => ({
    soil: soil(label),
    wp: String(zone[`wpoint_${stored}`]),
    fc: String(zone[`fcapacity_${stored}`]),
    sat: String(zone[`saturation_${stored}`]),
  });
  return { 50: layer(50, 25), 100: layer(100, 75), 150: layer(150, 125) };
}

const percentError = (v: string) => (soilPercentSchema.safeParse(v).success ? undefined : managementMessages.percent);

export function ZoneWizard({ fields, editing, defaultFieldId, onClose }: { fields: Field[]; editing?: ZoneRow; defaultFieldId?: string; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [zoneName, setZoneName] = useState(editing?.zonename ?? '');
  const [fieldId, setFieldId] = useState(editing?.field_id ?? defaultFieldId ?? fields[0]?.field_id ?? '');
  const [cropType, setCropType] = useState(editing?.croptype ?? DEFAULT_CROP);
  const [layers, setLayers] = useState(() => layersFrom(editing));
  const [interest, setInterest] = useState<number>(editing?.interest_layer ?? DEFAULT_INTEREST_LAYER);
  const [polygon, setPolygon] = useState<Polygon | null>(editing?.points ?? null);
  const save = useSaveZone();

  const field = fields.find((f) => f.field_id === fieldId);
  const nameError = zoneNameSchema.safeParse(zoneName).success ? undefined : managementMessages.zoneName;
  const layerErrors = Object.values(layers).some((l) => percentError(l.wp) || percentError(l.fc) || percentError(l.sat));
  const plotProblem = !polygon
    ? 'Draw the zone inside the field (blue outline).'
    : (polygonProblems(polygon.coordinates[0] ?? [])[0] ??
      (field && !polygonInsidePolygon(polygon.coordinates[0]!, field.points.coordinates[0]!) ? 'The zone must lie inside its field.' : undefined));
  const valid = [!nameError && Boolean(field) && !layerErrors, !plotProblem, true, true];

  const setLayer = (stored: Stored, change: Partial<Layer>) => setLayers((all) => ({ ...all, [stored]: { ...all[stored], ...change } }));
  const payload = useMemo((): ZonePayloadInput | null => {
    if (!polygon) return null;
    return {
      zoneName: zoneName.trim(),
      cropType: cropType as ZonePayloadInput['cropType'],
      soilType25: layers[50].soil,
      soilType75: layers[100].soil,
      soilType125: layers[150].soil,
      wiltingPoint50: Number(layers[50].wp),
      wiltingPoint100: Number(layers[100].wp),
      wiltingPoint150: Number(layers[150].wp),
      fieldCapacity50: Number(layers[50].fc),
      fieldCapacity100: Number(layers[100].fc),
      fieldCapacity150: Number(layers[150].fc),
      saturation50: Number(layers[50].sat),
      saturation100: Number(layers[100].sat),
      saturation150: Number(layers[150].sat),
      geom: polygon,
      interest_layer: interest,
    };
  }, [zoneName, cropType, layers, polygon, interest]);

  const submit = () => save.mutate({ payload: payload!, fieldId, zoneId: editing?.id }, { onSettled: () => setStep(3) });

  const footer = (
    <WizardFooter step={step} canNext={Boolean(valid[step])} busy={save.isPending} submitLabel={editing ? 'Save zone' : 'Create zone'} onStep={setStep} onSubmit={submit} onClose={onClose} />
  );

  return (
    <Modal open title={editing ? 'Edit and View Zone' : 'Zone Registration'} onClose={onClose} size="lg" footer={footer}>
      <WizardSteps steps={STEPS} current={step} />
      {step === 0 ? (
        <>
          <div className="form-grid">
            <TextField label="Zone name" value={zoneName} onChange={(e) => setZoneName(e.target.value)} error={zoneName ? nameError : undefined} autoFocus />
            <SelectField label="Field" value={fieldId} onChange={(e) => setFieldId(e.target.value)} disabled={Boolean(editing)}>
              <FieldOptions fields={fields} />
            </SelectField>
            <SelectField label="Crop type" value={cropType} onChange={(e) => setCropType(e.target.value)}>
              {CROP_TYPES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </SelectField>
          </div>
          <table className="layer-table">
            <thead>
              <tr>
                <th>Depth</th>
                <th>Soil type</th>
                <th>Wilting point %</th>
                <th>Field capacity %</th>
                <th>Saturation %</th>
                <th>Primary</th>
              </tr>
            </thead>
            <tbody>
              {DEPTH_LAYERS.map(({ label, stored }) => {
                const l = layers[stored];
                return (
                  <tr key={stored}>
                    <th scope="row">{label} cm</th>
                    <td>
                      <select aria-label={`Soil type at ${label} cm`} value={l.soil} onChange={(e) => setLayer(stored, defaultsFor(e.target.value as SoilType))}>
                        {SOIL_TYPES.map((s) => (
                          <option key={s}>{s}</option>
                        ))}
                      </select>
                    </td>
                    {(['wp', 'fc', 'sat'] as const).map((k) => (
                      <td key={k}>
                        <input
                          inputMode="decimal"
                          aria-label={`${{ wp: 'Wilting point', fc: 'Field capacity', sat: 'Saturation' }[k]} at ${label} cm`}
                          value={l[k]}
                          onChange={(e) => setLayer(stored, { [k]: e.target.value })}
                          aria-invalid={percentError(l[k]) ? true : undefined}
                        />
                        {percentError(l[k]) ? <div className="field-error">{managementMessages.percent}</div> : null}
                      </td>
                    ))}
                    <td>
                      <input type="radio" name="interest-layer" aria-label={`Primary layer ${label} cm`} checked={interest === stored} onChange={() => setInterest(stored)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
      {step === 1 ? (
        <PlotStep label="Draw the zone" polygon={polygon} onChange={setPolygon} problem={plotProblem} done={(n) => `${n} corners, inside ${field?.field_name}`} field={field?.points} />
      ) : null}
      {step === 2 ? (
        <dl className="summary">
          <dt>Zone</dt>
          <dd>{zoneName.trim()}</dd>
          <dt>Field</dt>
          <dd>
            {field?.field_name} ({field?.farm_name})
          </dd>
          <dt>Crop</dt>
          <dd>{cropType}</dd>
          {DEPTH_LAYERS.map(({ label, stored }) => (
            <div key={stored} style={{ display: 'contents' }}>
              <dt>
                {label} cm{interest === stored ? ' (primary)' : ''}
              </dt>
              <dd>
                {layers[stored].soil}: WP {layers[stored].wp} · FC {layers[stored].fc} · SAT {layers[stored].sat}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {step === 3 ? (
        save.isError ? (
          <Banner tone="error">
            {managementMessages.zoneCreateError} <span className="muted">({save.error.message})</span>
          </Banner>
        ) : (
          <Banner tone="success">Zone {save.data?.zonename} was saved.</Banner>
        )
      ) : null}
    </Modal>
  );
}
