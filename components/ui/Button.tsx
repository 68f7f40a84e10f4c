import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

/** primary: the page's main action; secondary: a quiet one; outline: a second action beside a primary. */
type Variant = 'primary' | 'secondary' | 'outline';
type Size = 'normal' | 'small';

export function buttonClass(variant: Variant = 'primary', size: Size = 'normal', extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

/** The site's button: a plain 'button' unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  size?: Size;
}

/** A link that looks like a button (a plain anchor: full page loads where the caller wants them). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={buttonClass(variant, size, className)} {...props} />;
}
