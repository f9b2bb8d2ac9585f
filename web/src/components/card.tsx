import type { ReactNode } from 'react';

type DataAttributes = { [data: `data-${string}`]: string | number };

/** A grid of cards, a list (styles/components.css `.card-grid`): offers, products. */
export const CardGrid = ({ className, children }: { className?: string; children: ReactNode }) => (
  <ul className={className ? `card-grid ${className}` : 'card-grid'}>{children}</ul>
);

/** One framed card of a `CardGrid` (`.card`): a light edge and shadow over the surface. */
export const Card = ({
  className,
  children,
  ...data
}: { className?: string; children: ReactNode } & DataAttributes) => (
  <li className={className ? `card ${className}` : 'card'} {...data}>
    {children}
  </li>
);
