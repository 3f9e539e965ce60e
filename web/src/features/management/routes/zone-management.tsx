/**
 * /app/Management/ZoneManagement — 'Irrigation Zone Management': a field filter (All
 * Fields, fields grouped by farm), the zone table (paged), and the three dialogs: 'Zone
 * Registration', 'Edit and View Zone', 'Zone Deletion'. The table reloads after save or delete.
 */
import { useState } from 'react';
import { deletedMessages } from '@shared/management/deleted';
import { deleteToast } from '@shared/messages';
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
import { RowActions } from '../components/row-actions';
import { ZoneWizard } from '../components/zone-wizard';
import { useCan } from '../../../lib/active-farm';
import '../components/management.css';

const PAGE_SIZE = 10;
const ZONE_COLUMNS: Column<ZoneRow>[] = [
  { header: 'Zone', cell: (z) => z.zonename },
  { header: 'Field Name', cell: (z) => z.fieldname },
  { header: 'Farm Name', cell: (z) => z.farmname },
  { header: 'Crop Type', cell: (z) => z.croptype },
  { header: 'Soil Type at 25 cm', cell: (z) => z.soiltype_25 },
  { header: 'Soil Type at 75 cm', cell: (z) => z.soiltype_75 },
  { header: 'Soil Type at 125 cm', cell: (z) => z.soiltype_125 },
];

export function ZoneManagementRoute() {
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
      onSuccess: () => toast.notify({ message: deleteToast('zone', z.zonename, true), tone: 'success' }),
      onError: () => toast.notify({ message: deleteToast('zone', z.zonename, false), tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Irrigation Zone Management"
        description={
          'Zones split a field by soil and crop: their wilting point, field capacity and saturation at three depths ' +
          'drive the moisture bands.'
        }
        actions={
          canWrite ? (
            <Button onClick={() => setWizard({})} disabled={!hasFields}>
              Create zone
            </Button>
          ) : null
        }
      />
      <Card>
        <div className="toolbar">
          <SelectField
            label="Field"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All Fields</option>
            <FieldOptions fields={fields.data ?? []} />
          </SelectField>
        </div>
        <QueryState
          queries={[zones, fields]}
          loadingLabel="Loading zones…"
          empty={
            !hasFields
              ? {
                  when: true,
                  content: (
                    <EmptyState title="No fields yet">
                      Zones live inside fields: create a field in My Farms and Fields first.
                    </EmptyState>
                  ),
                }
              : {
                  when: rows.length === 0,
                  content: (
                    <EmptyState title={`No irrigation zones${filter ? ' in this field' : ''}`}>
                      Create a zone to set soil and crop parameters for part of a field.
                    </EmptyState>
                  ),
                }
          }
        >
          {() => (
            <DataTable
              label="Irrigation zones"
              columns={ZONE_COLUMNS}
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
          label="Zone pages"
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
        title="Zone Deletion"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete zone <strong>{deleting?.zonename}</strong> of {deleting?.fieldname}? Its sensors and readings stay in
          the field.
        </p>
        <p>{deletedMessages.dialogNote}</p>
      </ConfirmDialog>
    </>
  );
}
