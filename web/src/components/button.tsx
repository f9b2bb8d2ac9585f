import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/**
 * The site's button (styles/components.css): primary unless told otherwise, secondary (outlined),
 * danger (a step that destroys something) or quiet (a link's look). `busy` disables it and says so
 * (aria-busy) while its action runs. A link that looks like a button takes `className="button"`.
 */
export const Button = ({
  variant = 'primary',
  busy,
  type = 'button',
  className,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) => (
  <button
    type={type === 'submit' ? 'submit' : 'button'}
    className={['button', variant !== 'primary' && `button--${variant}`, className].filter(Boolean).join(' ')}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    {...rest}
  />
);
