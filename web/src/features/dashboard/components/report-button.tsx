/**
 * 'Download Report': the PDF report dialog arrives with the report work; until then the button
 * is shown but does nothing, and says so in a tooltip on hover and on keyboard focus. It stays
 * focusable (aria-disabled, not disabled) so keyboard users can read why.
 */
import { useId } from 'react';

export const REPORT_COMING = 'The field report is coming in a later release.';

export function ReportButton() {
  const tipId = useId();
  return (
    <span className="report-button">
      <button type="button" className="btn btn--secondary btn--md" aria-disabled="true" aria-describedby={tipId} onClick={(e) => e.preventDefault()}>
        <span className="btn__label">Download Report</span>
      </button>
      <span role="tooltip" id={tipId} className="report-button__tip">
        {REPORT_COMING}
      </span>
    </span>
  );
}
