/**
 * The field wizard's Info step: field name, farm (an existing one, or a new one typed in) and crop,
 * checked with the shared name rules (the crop is any the select offers, or the field's own).
 */
import { z } from 'zod';
import { DEFAULT_CROP } from '@shared/management/constants';
import { farmNameSchema, fieldNameSchema } from '@shared/management/rules';
import type { Field } from '../../api/types';

/** The farm select's value for "+ New farm…". */
export const NEW_FARM = '__new__';

export const fieldInfoSchema = z
  .object({ fieldName: fieldNameSchema, farmChoice: z.string(), newFarm: z.string(), cropType: z.string() })
  .superRefine((v, ctx) => {
    const path = v.farmChoice === NEW_FARM ? 'newFarm' : 'farmChoice';
    const farm = farmNameSchema.safeParse(v.farmChoice === NEW_FARM ? v.newFarm : v.farmChoice);
    if (!farm.success) ctx.addIssue({ code: 'custom', path: [path], message: farm.error.issues[0]?.message ?? '' });
  });
export type FieldInfoValues = z.input<typeof fieldInfoSchema>;

/** A new field starts on the chosen (or first) farm, or on a new farm when there is none. */
export const fieldInfoDefaults = ({
  farms,
  editing,
  defaultFarm,
}: {
  farms: string[];
  editing?: Field;
  defaultFarm?: string;
}): FieldInfoValues => ({
  fieldName: editing?.field_name ?? '',
  farmChoice: editing?.farm_name ?? defaultFarm ?? farms[0] ?? NEW_FARM,
  newFarm: '',
  cropType: editing?.crop_type ?? DEFAULT_CROP,
});

/** The farm the field goes on (a new farm's name trimmed). */
export const farmNameOf = (v: Pick<FieldInfoValues, 'farmChoice' | 'newFarm'>): string =>
  v.farmChoice === NEW_FARM ? v.newFarm.trim() : v.farmChoice;
