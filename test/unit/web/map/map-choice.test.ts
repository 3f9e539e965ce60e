import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { provideRuntimeConfig } from '../../../../web/src/lib/runtime-config';
import { usesGoogleMaps } from '../../../../web/src/components/map/field-map';

const base = {
  stage: 'local',
  region: 'ap-southeast-2',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiBaseUrl: '',
} as const;

afterEach(() => provideRuntimeConfig(undefined));

describe('the one map component', () => {
  it('uses the offline map without a Google Maps key and Google Maps with one', () => {
    provideRuntimeConfig({ ...base });
    expect(usesGoogleMaps()).toBe(false);
    provideRuntimeConfig({ ...base, googleMapsApiKey: 'key' });
    expect(usesGoogleMaps()).toBe(true);
  });

  it('loads both implementations lazily, so pages without a map never fetch Leaflet or Google Maps', () => {
    // Static imports of either implementation would pull it into the chunk of every page that
    // renders FieldMap's module graph (and /login's, through the router).
    const source = readFileSync(new URL('../../../../web/src/components/map/field-map.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import .*(leaflet|react-google-maps|\.\/offline-map|\.\/google-map)/m);
    expect(source).toContain("lazy(() => import('./offline-map'))");
    expect(source).toContain("lazy(() => import('./google-map'))");
  });
});
