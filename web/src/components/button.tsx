import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Disables the button and shows a spinner: every submit shows that it is working. */
  loading?: boolean;
  icon?: ReactNode;
}

const classes = ({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" tone="current" /> : icon}
      <span className="btn__label">{children}</span>
    </button>
  );
}

/** A router link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, children, ...rest }: LinkProps & StyleProps) {
  return (
    <Link {...rest} className={classes({ variant, size, block }, className)}>
      <span className="btn__label">{children}</span>
    </Link>
  );
}
