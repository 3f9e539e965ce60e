/**
 * /app/Management/ZoneManagement — 'Irrigation Zone Management': a field filter (All
 * Fields, fields grouped by farm), the zone table (paged), and the three dialogs: 'Zone
 * Registration', 'Edit and View Zone', 'Zone Deletion'. The table reloads after save or delete.
 */
import { useMemo, useState } from 'react';
import { cropTypeKey, SOIL_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import type { SoilType } from '@shared/management/constants';
import { RECENTLY_DELETED_DAYS } from '@shared/management/deleted';
import { polygonAreaHa } from '@shared/management/field-area';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination, pageOf } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useFields } from '../../../api/fields';
import { type ZoneRow, useDeleteZone, useZones } from '../../../api/zones';
import { FieldOptions } from '../components/field-options';
import { useWords, type Words } from '../../../lib/words';
import { RowActions } from '../components/row-actions';
import { ZoneWizard } from '../components/zone-wizard';
import { useCan } from '../../../lib/active-farm';
import { useT } from '../../../lib/i18n/use-t';
import '../components/management.css';

const PAGE_SIZE = 10;
const LAYERS = [
  ['soiltype_25', 25],
  ['soiltype_75', 75],
  ['soiltype_125', 125],
] as const;

function zoneColumns({ t, f }: Words): Column<ZoneRow>[] {
  const soil = (s: string) => (Object.hasOwn(SOIL_TYPE_KEYS, s) ? t(SOIL_TYPE_KEYS[s as SoilType]) : s);
  return [
    { header: t('management.summaryZone'), cell: (z) => z.zonename },
    { header: t('management.zonesFieldName'), cell: (z) => z.fieldname },
    { header: t('management.zonesFarmName'), cell: (z) => z.farmname },
    {
      header: t('management.cropType'),
      cell: (z) => {
        const key = cropTypeKey(z.croptype);
        return key ? t(key) : z.croptype;
      },
    },
    ...LAYERS.map(([key, depth]) => ({
      header: t('management.zonesSoilTypeAt', { depth: f.quantity('depth', depth) }),
      cell: (z: ZoneRow) => soil(z[key]),
    })),
    { header: t('management.fieldArea'), cell: (z) => (z.points ? f.quantity('area', polygonAreaHa(z.points)) : '–') },
    {
      header: t('management.zonesRate'),
      cell: (z) => (z.system ? f.quantity('rate', z.system.application_rate_mm_h) : '–'),
    },
  ];
}

export function ZoneManagementRoute() {
  const words = useWords();
  const { t } = words;
  const { rich } = useT();
  const columns = useMemo(() => zoneColumns(words), [words]);
  const fields = useFields();
  const [filter, setFilter] = useState('');
  const zones = useZones(filter || undefined);
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState<{ editing?: ZoneRow } | null>(null);
  const [deleting, setDeleting] = useState<ZoneRow | null>(null);
  const remove = useDeleteZone();
  const canWrite = useCan('fields.write');
  const toast = useToast();
  const { rows, page: shown } = pageOf(zones.data ?? [], page, PAGE_SIZE);
  const hasFields = (fields.data ?? []).length > 0;

  const confirmDelete = () => {
    const z = deleting!;
    remove.mutate(z.id, {
      onSuccess: () => toast.notify({ message: t('management.deleteZoneDone', { name: z.zonename }), tone: 'success' }),
      onError: () => toast.notify({ message: t('management.deleteZoneFailed', { name: z.zonename }), tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('management.zonesTitle')}
        description={t('management.zonesDescription')}
        actions={
          canWrite ? (
            <Button onClick={() => setWizard({})} disabled={!hasFields}>
              {t('management.zoneCreate')}
            </Button>
          ) : null
        }
      />
      <Card>
        <div className="toolbar">
          <SelectField
            label={t('management.field')}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('management.allFields')}</option>
            <FieldOptions fields={fields.data ?? []} />
          </SelectField>
        </div>
        <QueryState
          queries={[zones, fields]}
          loadingLabel={t('management.zonesLoading')}
          empty={
            !hasFields
              ? {
                  when: true,
                  content: (
                    <EmptyState title={t('management.noFieldsYet')}>{t('management.zonesNeedField')}</EmptyState>
                  ),
                }
              : {
                  when: rows.length === 0,
                  content: (
                    <EmptyState title={filter ? t('management.noZonesInField') : t('management.noZones')}>
                      {t('management.noZonesHint')}
                    </EmptyState>
                  ),
                }
          }
        >
          {() => (
            <DataTable
              label={t('management.zonesTable')}
              columns={columns}
              rows={rows}
              rowKey={(z) => z.id}
              actions={
                canWrite
                  ? (z) => (
                      <RowActions
                        name={z.zonename}
                        onEdit={() => setWizard({ editing: z })}
                        onDelete={() => setDeleting(z)}
                      />
                    )
                  : undefined
              }
            />
          )}
        </QueryState>
        <Pagination
          page={shown}
          pageSize={PAGE_SIZE}
          total={zones.data?.length ?? 0}
          onPage={setPage}
          label={t('management.zonePages')}
        />
      </Card>
      {wizard ? (
        <ZoneWizard
          fields={fields.data ?? []}
          editing={wizard.editing}
          defaultFieldId={filter || undefined}
          onClose={() => setWizard(null)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('management.zoneDeleteTitle')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {rich('management.zoneDeleteBody', {
            name: deleting?.zonename ?? '',
            field: deleting?.fieldname ?? '',
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <p>{t('management.deleteDialogNote', { days: RECENTLY_DELETED_DAYS })}</p>
      </ConfirmDialog>
    </>
  );
}
