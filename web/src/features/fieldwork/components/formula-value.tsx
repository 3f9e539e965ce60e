import { isNumberList } from '@shared/calibration/formula';

/** A value over 30 characters is shown as a list of numbers with ~ (full text on hover). */
export function FormulaValue({ text }: { text: string }) {
  if (text.length <= 30) return <code>{text || '—'}</code>;
  const shown = isNumberList(text)
    ? text
        .trim()
        .split(/\s*[~,\s]\s*/)
        .map((n) => Number(Number(n).toPrecision(4)))
        .join(' ~ ')
    : `${text.slice(0, 28)}…`;
  return (
    <code title={text} data-full={text}>
      {shown}
    </code>
  );
}
