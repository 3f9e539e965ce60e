/**
 * What the process writes to stdout and stderr while a function runs: Powertools writes its JSON
 * logs and EMF metrics there (not through `console`), as Lambda collects them.
 */
import { vi } from 'vitest';

export interface Captured {
  /** Every line written so far, in order, stdout and stderr together. */
  lines(): string[];
  /** The lines that parse as JSON objects. */
  json(): Record<string, unknown>[];
  restore(): void;
}

export function captureOutput(): Captured {
  const chunks: string[] = [];
  const spy = (stream: NodeJS.WriteStream) =>
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    });
  const spies = [spy(process.stdout), spy(process.stderr)];
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((l) => l.trim() !== '');
  return {
    lines,
    json: () =>
      lines().flatMap((l) => {
        try {
          const v = JSON.parse(l) as unknown;
          return v && typeof v === 'object' && !Array.isArray(v) ? [v as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      }),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

export interface EmfValue {
  namespace: string;
  name: string;
  value: unknown;
  /** The dimensions the metric is published under, with their values. */
  dimensions: Record<string, string>;
}

/** The metric values of CloudWatch embedded-metric-format (EMF) lines, one entry per metric and dimension set. */
export function emfValues(lines: Record<string, unknown>[]): EmfValue[] {
  const out: EmfValue[] = [];
  for (const line of lines) {
    const aws = line._aws as
      { CloudWatchMetrics?: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } | undefined;
    for (const directive of aws?.CloudWatchMetrics ?? []) {
      for (const dims of directive.Dimensions) {
        const dimensions = Object.fromEntries(dims.map((d) => [d, String(line[d])]));
        for (const m of directive.Metrics)
          out.push({ namespace: directive.Namespace, name: m.Name, value: line[m.Name], dimensions });
      }
    }
  }
  return out;
}
