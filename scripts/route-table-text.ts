/** The web app's route table as `npm run openapi` writes it: generated, then formatted as Prettier would. */
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contract } from '@shared/contract';
import { routeTableSource } from '@shared/contract/route-table';

export async function webRouteTableText(): Promise<string> {
  const file = join(import.meta.dirname, '..', 'web', 'src', 'api', 'route-table.ts');
  const options = (await resolveConfig(file)) ?? {};
  return format(routeTableSource(contract), { ...options, filepath: file });
}
