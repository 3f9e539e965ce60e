/**
 * Heavy parts after the first screen. On a 3G-like connection the map (~120 kB of Leaflet) and
 * Chart.js (~65 kB) would share the line with the few kilobytes the grower opened the page for
 * (Home's field and latest readings) and hold them back by seconds. A page wraps itself in
 * `DeferHeavy until={…}`: maps and charts inside keep their place (a spinner, the chart's label)
 * and load their code only once `until` is true — or after MAX_DEFER_MS whatever happens (a
 * request that never settles, offline with nothing kept, must not leave the map out for good).
 * Once loaded, they stay. Outside a DeferHeavy nothing waits.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export const MAX_DEFER_MS = 4_000;

const HeavyReady = createContext(true);

export function DeferHeavy({ until, children }: { until: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(until);
  useEffect(() => {
    if (until) setReady(true);
  }, [until]);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), MAX_DEFER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <HeavyReady.Provider value={ready || until}>{children}</HeavyReady.Provider>;
}

/** Whether maps and charts may load their code now. */
export const useHeavyReady = (): boolean => useContext(HeavyReady);
