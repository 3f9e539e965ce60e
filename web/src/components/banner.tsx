import type { ReactNode } from 'react';
import './banner.css';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  /** Optional test hook / styling hook; the role already names it for assistive technology. */
  className?: string;
}

const icons: Record<BannerTone, string> = {
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
};

/**
 * A message strip. Errors are alerts (announced at once); other tones are polite status
 * messages. The identity error banner is the red one.
 */
export function Banner({ tone, children, className }: BannerProps) {
  return (
    <div
      className={['banner', `banner--${tone}`, className ?? ''].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <svg className="banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[tone]} fill="currentColor" />
      </svg>
      <div className="banner__text">{children}</div>
    </div>
  );
}
