// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from './support/intl';
import type { Field } from '../../../web/src/features/management/api/types';
import {
  farmNameOf,
  fieldInfoDefaults,
  fieldInfoSchema,
  NEW_FARM,
  type FieldInfoValues,
} from '../../../web/src/features/management/components/field-wizard/info-form';
import { FieldInfoStep } from '../../../web/src/features/management/components/field-wizard/info-step';

afterEach(cleanup);

const NAME_MESSAGE = 'Minimum 3 characters, and must start with letters';

describe('field wizard Info rules (shared name rules)', () => {
  it('starts on the chosen farm, else the first, else a new farm; an edit starts from the field', () => {
    expect(fieldInfoDefaults({ farms: ['Home', 'Hill'], defaultFarm: 'Hill' })).toEqual({
      fieldName: '',
      farmChoice: 'Hill',
      newFarm: '',
      cropType: 'Rice',
    });
    expect(fieldInfoDefaults({ farms: ['Home'] }).farmChoice).toBe('Home');
    expect(fieldInfoDefaults({ farms: [] }).farmChoice).toBe(NEW_FARM);
    const editing = { field_name: 'North', farm_name: 'Hill', crop_type: 'Wheat' } as Field;
    expect(fieldInfoDefaults({ farms: ['Home', 'Hill'], editing })).toEqual({
      fieldName: 'North',
      farmChoice: 'Hill',
      newFarm: '',
      cropType: 'Wheat',
    });
  });
  it('needs a valid field name and a valid farm name (the new one when "+ New farm…" is chosen)', () => {
    const ok = { fieldName: 'North Paddock', farmChoice: 'Home', newFarm: '', cropType: 'Rice' };
    expect(fieldInfoSchema.safeParse(ok).success).toBe(true);
    expect(
      fieldInfoSchema.safeParse({ ...ok, fieldName: 'ab' }).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['fieldName', NAME_MESSAGE]]);
    expect(
      fieldInfoSchema
        .safeParse({ ...ok, farmChoice: NEW_FARM, newFarm: ' x' })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['newFarm']);
    expect(fieldInfoSchema.safeParse({ ...ok, farmChoice: NEW_FARM, newFarm: ' Home Farm ' }).success).toBe(true);
    expect(farmNameOf({ farmChoice: NEW_FARM, newFarm: ' Home Farm ' })).toBe('Home Farm');
    expect(farmNameOf({ farmChoice: 'Home', newFarm: 'ignored' })).toBe('Home');
  });
});

describe('field wizard Info step', () => {
  function Info({ farms }: { farms: string[] }) {
    const form = useForm<FieldInfoValues>({
      resolver: zodResolver(fieldInfoSchema),
      defaultValues: fieldInfoDefaults({ farms }),
      mode: 'all',
    });
    return <FieldInfoStep form={form} farms={farms} />;
  }

  it('checks the name once left (not while typing the first letters), and clears the message once valid', async () => {
    render(withIntl(<Info farms={['Home']} />));
    expect(screen.queryByText(NAME_MESSAGE)).toBeNull();
    fireEvent.change(screen.getByLabelText('Field name'), { target: { value: 'ab' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(NAME_MESSAGE)).toBeNull();
    fireEvent.blur(screen.getByLabelText('Field name'));
    await screen.findByText(NAME_MESSAGE);
    fireEvent.change(screen.getByLabelText('Field name'), { target: { value: 'North Paddock' } });
    await waitFor(() => expect(screen.queryByText(NAME_MESSAGE)).toBeNull());
  });
  it('checks an empty name once the field is left', async () => {
    render(withIntl(<Info farms={['Home']} />));
    fireEvent.blur(screen.getByLabelText('Field name'));
    await screen.findByText(NAME_MESSAGE);
  });
  it('offers "+ New farm…", which asks for the new farm name', async () => {
    render(withIntl(<Info farms={['Home']} />));
    expect(screen.queryByLabelText('New farm name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Farm'), { target: { value: NEW_FARM } });
    const newFarm = await screen.findByLabelText('New farm name');
    expect(screen.getByText('The farm is created together with the field.')).toBeTruthy();
    fireEvent.change(newFarm, { target: { value: '1x' } });
    await screen.findByText(NAME_MESSAGE);
  });
  it('with no farm yet, starts on a new farm', () => {
    render(withIntl(<Info farms={[]} />));
    expect(screen.getByLabelText('New farm name')).toBeTruthy();
  });
});
