// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OfflineMap from '../../../../web/src/components/map/offline-map';
import { withIntl } from '../support/intl';

afterEach(cleanup);

const scaleText = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-control-scale-line')].map((line) => line.textContent ?? '');

describe("the offline map's scale bar", () => {
  it('is in feet or miles only for a US-customary reader', () => {
    const { container } = render(withIntl(<OfflineMap label="Map" />, 'en-US', 'us'));
    const lines = scaleText(container);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\b(ft|mi)$/);
  });
  it('is in metres or kilometres only for a metric reader', () => {
    const { container } = render(withIntl(<OfflineMap label="Map" />, 'es', 'metric'));
    const lines = scaleText(container);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\b(m|km)$/);
  });
  it('follows a change of units without a new map', () => {
    const { container, rerender } = render(withIntl(<OfflineMap label="Map" />, 'en-AU', 'metric'));
    rerender(withIntl(<OfflineMap label="Map" />, 'en-AU', 'us'));
    const lines = scaleText(container);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\b(ft|mi)$/);
  });
  it('is absent from a static map', () => {
    const { container } = render(withIntl(<OfflineMap label="Map" interaction="static" />, 'en-US', 'us'));
    expect(scaleText(container)).toEqual([]);
  });
});
