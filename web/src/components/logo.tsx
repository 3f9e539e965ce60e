import { PRODUCT_NAME } from '@shared/constants';
import './logo.css';

/** The Fieldwise mark (a leaf over a water drop) and wordmark. Drawn here: no third-party artwork. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#1f4d33" />
      <path
        d="M20 31c-5 0-8.5-3.4-8.5-7.8 0-4.6 5-10.2 8.5-14.2 3.5 4 8.5 9.6 8.5 14.2 0 4.4-3.5 7.8-8.5 7.8Z"
        fill="#3f9460"
      />
      <path d="M20 29.5c-1.2-4.8.2-9.6 4.6-13.2-.6 4.7-2.2 9-4.6 13.2Z" fill="#c9e4cf" />
      <path
        d="M15.2 24.6c.3 1.9 1.6 3.3 3.4 3.8"
        stroke="#e4f2e7"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? 'logo logo--inverse' : 'logo'}>
      <LogoMark />
      <span className="logo__word">{PRODUCT_NAME}</span>
    </span>
  );
}
