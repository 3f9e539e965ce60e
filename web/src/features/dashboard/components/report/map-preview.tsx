/** The report's map on screen: the same drawing as in the PDF (field, zones, sensors). */
import { useEffect, useRef } from 'react';
import { drawFieldMap, type MapDrawing } from './pdf/map-canvas';

export function MapPreview({ drawing, label }: { drawing: MapDrawing; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const canvas = drawFieldMap(drawing, 760, 380, Math.max(1, window.devicePixelRatio || 1));
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    canvas.className = 'report-map__canvas';
    el.replaceChildren(canvas);
  }, [drawing, label]);
  return <div ref={host} className="report-map" />;
}
