import { describe, expect, it } from 'vitest';
import { breadcrumbFor, buildBreadcrumb, humanizeSegment } from '../../../web/src/app/shell/breadcrumb-trail';

describe('breadcrumb from the path', () => {
  it('gives every segment its own link and a readable label', () => {
    expect(buildBreadcrumb('/app/Management/ZoneManagement')).toEqual([
      { label: 'Fieldwise', to: '/app' },
      { label: 'Management', to: '/app/Management' },
      { label: 'Irrigation Zones', to: '/app/Management/ZoneManagement' },
    ]);
  });
  it('labels the admin area and the detail dashboard', () => {
    expect(buildBreadcrumb('/fieldwork-admin/prediction').map((c) => c.label)).toEqual(['Fieldwork', 'Prediction']);
    expect(buildBreadcrumb('/app/Home/Dashboard').map((c) => c.to)).toEqual([
      '/app',
      '/app/Home',
      '/app/Home/Dashboard',
    ]);
  });
  it('turns unknown segments into words and ignores empty segments', () => {
    expect(buildBreadcrumb('//app//SoilMoistureReport/')).toEqual([
      { label: 'Fieldwise', to: '/app' },
      { label: 'Soil Moisture Report', to: '/app/SoilMoistureReport' },
    ]);
  });
  it("labels a segment named like an object's own properties (a gateway id may be) as words", () => {
    const crumbs = buildBreadcrumb('/app/Management/GatewayManagement/__proto__/constructor/toString');
    expect(crumbs.slice(3).map((c) => c.label)).toEqual(['Proto', 'Constructor', 'To String']);
  });
  it('decodes escaped segments for the label and keeps them escaped in the link', () => {
    expect(buildBreadcrumb('/app/North%20Paddock')).toEqual([
      { label: 'Fieldwise', to: '/app' },
      { label: 'North Paddock', to: '/app/North%20Paddock' },
    ]);
  });
  it('shows the admin area only to admins: a refused grower sees no admin trail', () => {
    expect(breadcrumbFor('/fieldwork-admin/formula', { isAdmin: false })).toEqual([]);
    expect(breadcrumbFor('/fieldwork-admin', { isAdmin: false })).toEqual([]);
    expect(breadcrumbFor('/fieldwork-admin/formula', { isAdmin: true }).map((c) => c.label)).toEqual([
      'Fieldwork',
      'Formula',
    ]);
    expect(breadcrumbFor('/app/Home', { isAdmin: false }).map((c) => c.to)).toEqual(['/app', '/app/Home']);
  });
  it('is empty at the root', () => {
    expect(buildBreadcrumb('/')).toEqual([]);
  });
  it.each([
    ['GatewayManagement', 'Gateway Management'],
    ['getting-started', 'Getting Started'],
    ['PDFReport', 'PDF Report'],
    ['soil_probe', 'Soil Probe'],
  ])('humanizes %s as %s', (input, out) => expect(humanizeSegment(input)).toBe(out));
});
