import type { NavIcon } from '../../config/navigation';

/** Small line icons for the shell, drawn here (24×24, currentColor). */
const paths: Record<NavIcon | 'menu' | 'chevron' | 'user' | 'logout' | 'home', string> = {
  dashboard: 'M4 13h7V4H4v9Zm0 7h7v-5H4v5Zm9 0h7v-9h-7v9Zm0-16v5h7V4h-7Z',
  field: 'M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6',
  zone: 'M4 6c3-2 5 2 8 0s5-2 8 0v12c-3-2-5 2-8 0s-5-2-8 0V6Zm8 0v12',
  sensor: 'M12 21v-7m0 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5.5-8.5a8 8 0 0 1 11 0M4 3.5a11.5 11.5 0 0 1 16 0',
  gateway: 'M4 14h16v6H4v-6Zm3 3h.01M12 14V9m-4-2a5.6 5.6 0 0 1 8 0M5 4.5a10 10 0 0 1 14 0',
  formula: 'M5 19c3 0 3-14 7-14 2 0 2 2 2 2M8 11h6m2 2 4 6m0-6-4 6',
  prediction: 'M3 19h18M4 15l4-5 4 3 5-7 3 3',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a5 5 0 0 0-4-5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevron: 'm8 10 4 4 4-4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  home: 'M4 11 12 4l8 7M6 10v10h12V10',
};

export function Icon({ name, className }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
