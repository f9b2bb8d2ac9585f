import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

// A description list (styles/components.css `.description-list`): each term above its value in a
// narrow box, beside it once the list is wide enough, values left-aligned and wrapping in their column.

export const DescriptionList = ({ className, children }: { className?: string; children: ReactNode }) => (
  <dl className={className ? `description-list ${className}` : 'description-list'}>{children}</dl>
);

/** One term (a message id) and what it says; `className` styles it in another list's design. */
export const Description = ({
  term,
  className = 'description-list__item',
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) => (
  <div className={className}>
    <dt>
      <FormattedMessage id={term} />
    </dt>
    <dd>{children}</dd>
  </div>
);
