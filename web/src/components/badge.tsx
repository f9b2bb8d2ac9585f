import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

/** A short status beside a name (styles/components.css); its tone is colour only, the words say it all. */
export const Badge = ({
  tone = 'neutral',
  children,
  ...data
}: { tone?: BadgeTone; children: ReactNode } & { [data: `data-${string}`]: string | number }) => (
  <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`} {...data}>
    {children}
  </span>
);
