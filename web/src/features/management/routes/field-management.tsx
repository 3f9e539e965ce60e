/**
 * /app/Management/FieldManagement — My Farms and Fields: a farm selector, the fields of
 * the selected farm (paged), create/edit through the field wizard, delete field, delete farm
 * (with what goes with it), add sensor.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deletedMessages } from '@shared/management/deleted';
import { deleteToast } from '@shared/messages';
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
import { formatDay } from '../../../lib/dates';
import { useCan } from '../../../lib/active-farm';
import { useMembersLink } from '../components/members-link';

const PAGE_SIZE = 10;
const FIELD_COLUMNS: Column<Field>[] = [
  { header: 'Field', cell: (f) => f.field_name },
  { header: 'Crop', cell: (f) => f.crop_type },
  { header: 'Corners', cell: (f) => f.coordinates.length },
  { header: 'Created', cell: (f) => formatDay(new Date(f.created_at)) },
];

export function FieldManagementRoute() {
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
  const create = canWriteFields ? <Button onClick={() => setWizard({})}>Create field</Button> : undefined;
  const zoneCount = (fieldIds: string[]) => (zones.data ?? []).filter((z) => fieldIds.includes(z.field_id)).length;

  const confirmDeleteField = () => {
    const f = deletingField!;
    deleteField.mutate(f.field_id, {
      onSuccess: () => toast.notify({ message: deleteToast('field', f.field_name, true), tone: 'success' }),
      onError: () => toast.notify({ message: deleteToast('field', f.field_name, false), tone: 'error' }),
      onSettled: () => setDeletingField(null),
    });
  };
  const confirmDeleteFarm = () => {
    const name = selected!;
    deleteFarm.mutate(name, {
      onSuccess: () => {
        toast.notify({ message: deleteToast('farm', name, true), tone: 'success' });
        setFarm(null);
      },
      onError: () => toast.notify({ message: deleteToast('farm', name, false), tone: 'error' }),
      onSettled: () => setDeletingFarm(false),
    });
  };

  return (
    <>
      <PageHeader
        title="Farm and Field Management"
        description="Your farms and their fields. Draw each field on the map; add sensors and irrigation zones to it."
        actions={create}
      />
      <Card>
        <QueryState
          queries={[farms, fields]}
          loadingLabel="Loading your farms…"
          errorText="Something wrong happened. Please come back later"
          empty={{
            when: farmNames.length === 0,
            content: (
              <EmptyState title="No farms yet" action={create}>
                Create your first field: you name its farm on the way.
              </EmptyState>
            ),
          }}
        >
          {() => (
            <>
              <div className="toolbar">
                <SelectField
                  label="Farm"
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
                    Members
                  </ButtonLink>
                ) : null}
                <span className="toolbar__spacer" />
                {canDeleteFarm ? (
                  <Button variant="danger" onClick={() => setDeletingFarm(true)}>
                    Delete farm
                  </Button>
                ) : null}
              </div>
              {farmFields.length === 0 ? (
                <EmptyState title={`No fields on ${selected}`}>Create a field and choose this farm.</EmptyState>
              ) : (
                <DataTable
                  label={`Fields of ${selected}`}
                  columns={FIELD_COLUMNS}
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
                                Add sensor
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
                label="Field pages"
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
        title={`Delete field ${deletingField?.field_name ?? ''}?`}
        busy={deleteField.isPending}
        onConfirm={confirmDeleteField}
        onCancel={() => setDeletingField(null)}
      >
        <p>
          This deletes the field with its {zoneCount(deletingField ? [deletingField.field_id] : [])} irrigation zone(s),
          its sensors and their readings.
        </p>
        <p>{deletedMessages.dialogNote}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingFarm}
        title={`Delete farm ${selected ?? ''}?`}
        busy={deleteFarm.isPending}
        onConfirm={confirmDeleteFarm}
        onCancel={() => setDeletingFarm(false)}
      >
        <p>
          This deletes the farm with its {farmFields.length} field(s)
          {farmFields.length ? `: ${farmFields.map((f) => f.field_name).join(', ')}` : ''}, their{' '}
          {zoneCount(farmFields.map((f) => f.field_id))} irrigation zone(s) and their sensors with their readings.
        </p>
        <p>{deletedMessages.dialogNote}</p>
      </ConfirmDialog>
    </>
  );
}
