/**
 * /app/Management/FieldManagement — My Farms and Fields: a farm selector, the fields of
 * the selected farm (paged), create/edit through the field wizard, delete field, delete farm
 * (with what goes with it), add sensor.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cropTypeKey } from '@shared/i18n/labels/agronomy';
import { RECENTLY_DELETED_DAYS } from '@shared/management/deleted';
import { polygonAreaHa } from '@shared/management/field-area';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination, pageOf } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useDeleteFarm, useFarms } from '../../../api/farms';
import { useDeleteField, useFields } from '../../../api/fields';
import type { Field } from '../api/types';
import { zonesQuery } from '../../../api/zones';
import { FarmYearDownload } from '../components/farm-year-download';
import { FieldWizard } from '../components/field-wizard';
import { RowActions } from '../components/row-actions';
import { useUserName } from '../components/use-user-name';
import '../components/management.css';
import { useWords, type Words } from '../../../lib/words';
import { useCan } from '../../../lib/active-farm';
import { useMembersLink } from '../components/members-link';

const PAGE_SIZE = 10;
const fieldColumns = ({ t, f }: Words): Column<Field>[] => [
  { header: t('management.field'), cell: (row) => row.field_name },
  {
    header: t('management.fieldCrop'),
    cell: (row) => {
      const key = cropTypeKey(row.crop_type);
      return key ? t(key) : row.crop_type;
    },
  },
  { header: t('management.fieldArea'), cell: (row) => f.quantity('area', polygonAreaHa(row.points)) },
  { header: t('management.fieldCorners'), cell: (row) => row.coordinates.length },
  { header: t('management.fieldCreated'), cell: (row) => f.day(new Date(row.created_at)) },
];

export function FieldManagementRoute() {
  const words = useWords();
  const { t } = words;
  const columns = useMemo(() => fieldColumns(words), [words]);
  const userName = useUserName();
  const farms = useFarms();
  const fields = useFields();
  const zones = useQuery(zonesQuery());
  const toast = useToast();
  const [farm, setFarm] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState<{ editing?: Field } | null>(null);
  const [deletingField, setDeletingField] = useState<Field | null>(null);
  const [deletingFarm, setDeletingFarm] = useState(false);
  const deleteField = useDeleteField();
  const deleteFarm = useDeleteFarm(userName);
  const canWriteFields = useCan('fields.write');
  const canWriteSensors = useCan('sensors.write');
  const canDeleteFarm = useCan('farm.delete');

  const farmNames = farms.data ?? [];
  const selected = farm && farmNames.includes(farm) ? farm : (farmNames[0] ?? null);
  const farmFields = useMemo(
    () => (fields.data ?? []).filter((f) => f.farm_name === selected),
    [fields.data, selected],
  );
  const { rows, page: shown } = pageOf(farmFields, page, PAGE_SIZE);
  const membersLink = useMembersLink(selected);
  const create = canWriteFields ? (
    <Button onClick={() => setWizard({})}>{t('management.fieldCreate')}</Button>
  ) : undefined;
  const zoneCount = (fieldIds: string[]) => (zones.data ?? []).filter((z) => fieldIds.includes(z.field_id)).length;

  const confirmDeleteField = () => {
    const f = deletingField!;
    deleteField.mutate(f.field_id, {
      onSuccess: () =>
        toast.notify({ message: t('management.deleteFieldDone', { name: f.field_name }), tone: 'success' }),
      onError: () =>
        toast.notify({ message: t('management.deleteFieldFailed', { name: f.field_name }), tone: 'error' }),
      onSettled: () => setDeletingField(null),
    });
  };
  const confirmDeleteFarm = () => {
    const name = selected!;
    deleteFarm.mutate(name, {
      onSuccess: () => {
        toast.notify({ message: t('management.deleteFarmDone', { name }), tone: 'success' });
        setFarm(null);
      },
      onError: () => toast.notify({ message: t('management.deleteFarmFailed', { name }), tone: 'error' }),
      onSettled: () => setDeletingFarm(false),
    });
  };

  return (
    <>
      <PageHeader
        title={t('management.fieldsTitle')}
        description={t('management.fieldsDescription')}
        actions={create}
      />
      <Card>
        <QueryState
          queries={[farms, fields]}
          loadingLabel={t('management.fieldsLoading')}
          errorText={t('management.fetchFailed')}
          empty={{
            when: farmNames.length === 0,
            content: (
              <EmptyState title={t('management.noFarms')} action={create}>
                {t('management.noFarmsHint')}
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <div className="toolbar">
                <SelectField
                  label={t('management.farm')}
                  value={selected ?? ''}
                  onChange={(e) => {
                    setFarm(e.target.value);
                    setPage(1);
                  }}
                >
                  {farmNames.map((f) => (
                    <option key={f}>{f}</option>
                  ))}
                </SelectField>
                {selected ? <FarmYearDownload farmName={selected} /> : null}
                {membersLink ? (
                  <ButtonLink variant="secondary" to={membersLink}>
                    {t('management.members')}
                  </ButtonLink>
                ) : null}
                <span className="toolbar__spacer" />
                {canDeleteFarm ? (
                  <Button variant="danger" onClick={() => setDeletingFarm(true)}>
                    {t('management.deleteFarm')}
                  </Button>
                ) : null}
              </div>
              {farmFields.length === 0 ? (
                <EmptyState title={t('management.noFields', { farm: selected ?? '' })}>
                  {t('management.noFieldsHint')}
                </EmptyState>
              ) : (
                <DataTable
                  label={t('management.fieldsOf', { farm: selected ?? '' })}
                  columns={columns}
                  rows={rows}
                  rowKey={(f) => f.field_id}
                  actions={
                    canWriteFields || canWriteSensors
                      ? (f) => (
                          <RowActions
                            name={f.field_name}
                            onEdit={canWriteFields ? () => setWizard({ editing: f }) : undefined}
                            onDelete={canWriteFields ? () => setDeletingField(f) : undefined}
                          >
                            {canWriteSensors ? (
                              <ButtonLink
                                variant="secondary"
                                size="sm"
                                to={`/app/Management/SensorManagement?field=${encodeURIComponent(f.field_id)}`}
                              >
                                {t('management.addSensor')}
                              </ButtonLink>
                            ) : null}
                          </RowActions>
                        )
                      : undefined
                  }
                />
              )}
              <Pagination
                page={shown}
                pageSize={PAGE_SIZE}
                total={farmFields.length}
                onPage={setPage}
                label={t('management.fieldPages')}
              />
            </>
          )}
        </QueryState>
      </Card>

      {wizard ? (
        <FieldWizard
          farms={farmNames}
          fields={fields.data ?? []}
          editing={wizard.editing}
          defaultFarm={selected ?? undefined}
          onClose={() => setWizard(null)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deletingField)}
        title={t('management.deleteFieldTitle', { name: deletingField?.field_name ?? '' })}
        busy={deleteField.isPending}
        onConfirm={confirmDeleteField}
        onCancel={() => setDeletingField(null)}
      >
        <p>{t('management.deleteFieldBody', { zones: zoneCount(deletingField ? [deletingField.field_id] : []) })}</p>
        <p>{t('management.deleteDialogNote', { days: RECENTLY_DELETED_DAYS })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingFarm}
        title={t('management.deleteFarmTitle', { name: selected ?? '' })}
        busy={deleteFarm.isPending}
        onConfirm={confirmDeleteFarm}
        onCancel={() => setDeletingFarm(false)}
      >
        <p>
          {t('management.deleteFarmBody', {
            fields: farmFields.length,
            names: farmFields.map((f) => f.field_name).join(', '),
            zones: zoneCount(farmFields.map((f) => f.field_id)),
          })}
        </p>
        <p>{t('management.deleteDialogNote', { days: RECENTLY_DELETED_DAYS })}</p>
      </ConfirmDialog>
    </>
  );
}
