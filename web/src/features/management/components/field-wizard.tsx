/**
 * The field wizard: 0 Info → 1 Plot → 2 Submit → 3 result. Back on steps 1 and 2;
 * Next only when the step is valid (names, a polygon drawn); a new farm is created first.
 * Editing uses the same flow with an update.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { polygonProblems, type Polygon } from '@shared/geo';
import { cropTypeKey } from '@shared/i18n/labels/agronomy';
import { CROP_TYPES, type CropType } from '@shared/management/constants';
import { polygonAreaHa } from '@shared/management/field-area';
import { Banner } from '../../../components/banner';
import { Modal } from '../../../components/modal';
import { WizardFooter } from '../../../components/wizard-footer';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSaveField } from '../../../api/fields';
import type { Field } from '../api/types';

/** A field kept from before the crop list changed may have a crop the list lacks: it keeps it. */
const isListedCrop = (crop: string): crop is CropType => (CROP_TYPES as readonly string[]).includes(crop);
import { farmNameOf, fieldInfoDefaults, fieldInfoSchema, type FieldInfoValues } from './field-wizard/info-form';
import { FieldInfoStep } from './field-wizard/info-step';
import { useWords } from '../../../lib/words';
import { usePolygonProblem } from './polygon-problem';
import { PlotStep } from './plot-step';
import { ZONE_WIZARD_STEPS as STEPS } from './zone-wizard/state';

export function FieldWizard({
  farms,
  fields,
  editing,
  defaultFarm,
  onClose,
}: {
  farms: string[];
  fields: Field[];
  editing?: Field;
  defaultFarm?: string;
  onClose: () => void;
}) {
  const { t, f } = useWords();
  const problemOf = usePolygonProblem();
  const [step, setStep] = useState(0);
  const form = useForm<FieldInfoValues>({
    resolver: zodResolver(fieldInfoSchema),
    defaultValues: fieldInfoDefaults({ farms, editing, defaultFarm }),
    mode: 'all',
  });
  const [polygon, setPolygon] = useState<Polygon | null>(editing?.points ?? null);
  const save = useSaveField();

  const info = form.watch();
  const fieldName = info.fieldName;
  const cropType = info.cropType;
  const farmName = farmNameOf(info);
  const farmIsNew = !farms.includes(farmName);
  const plotProblem = polygon
    ? problemOf(polygonProblems(polygon.coordinates[0] ?? [])[0])
    : t('management.fieldPlotDraw');
  // Next follows the values as they are now (the form's own errors wait for a change or a blur).
  const valid = [fieldInfoSchema.safeParse(info).success, !plotProblem, true, true];
  const others = useMemo(
    () => fields.filter((f) => f.field_id !== editing?.field_id).map((f) => f.points),
    [fields, editing],
  );

  const submit = () =>
    save.mutate(
      {
        draft: {
          fieldName: fieldName.trim(),
          farmName,
          ...(isListedCrop(cropType) ? { cropType } : {}),
          geom: polygon!,
        },
        fieldId: editing?.field_id,
        farmIsNew,
      },
      { onSettled: () => setStep(3) },
    );

  const footer = (
    <WizardFooter
      step={step}
      canNext={Boolean(valid[step])}
      busy={save.isPending}
      submitLabel={editing ? t('management.saveChanges') : t('management.fieldCreate')}
      onStep={setStep}
      onSubmit={submit}
      onClose={onClose}
    />
  );

  return (
    <Modal
      open
      title={editing ? t('management.fieldEditTitle', { name: editing.field_name }) : t('management.fieldNewTitle')}
      onClose={onClose}
      size="lg"
      footer={footer}
    >
      <WizardSteps steps={STEPS.map((k) => t(k))} current={step} />
      {step === 0 ? <FieldInfoStep form={form} farms={farms} /> : null}
      {step === 1 ? (
        <PlotStep
          label={t('management.fieldDraw')}
          polygon={polygon}
          onChange={setPolygon}
          problem={plotProblem}
          done={(n) =>
            t('management.fieldCornersArea', { count: n, area: f.quantity('area', polygonAreaHa(polygon!)) })
          }
          otherFields={others}
        />
      ) : null}
      {step === 2 ? (
        <dl className="summary">
          <dt>{t('management.field')}</dt>
          <dd>{fieldName.trim()}</dd>
          <dt>{t('management.farm')}</dt>
          <dd>{farmIsNew ? t('management.farmNew', { name: farmName }) : farmName}</dd>
          <dt>{t('management.summaryCrop')}</dt>
          <dd>{cropTypeKey(cropType) ? t(cropTypeKey(cropType)!) : cropType}</dd>
          <dt>{t('management.fieldOutline')}</dt>
          <dd>
            {t('management.fieldCornersArea', {
              count: (polygon?.coordinates[0]?.length ?? 1) - 1,
              area: polygon ? f.quantity('area', polygonAreaHa(polygon)) : '–',
            })}
          </dd>
        </dl>
      ) : null}
      {step === 3 ? (
        save.isError ? (
          <Banner tone="error">
            {editing ? t('management.fieldEditError') : t('management.fieldCreateError')}{' '}
            <span className="muted">({save.error.message})</span>
          </Banner>
        ) : (
          <Banner tone="success">
            {t(editing ? 'management.fieldSaved' : 'management.fieldCreatedOn', {
              name: save.data?.field_name ?? '',
              farm: save.data?.farm_name ?? '',
            })}
          </Banner>
        )
      ) : null}
    </Modal>
  );
}
