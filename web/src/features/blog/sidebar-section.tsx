import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled part of the blog's sidebar: a `nav` of links, an `aside` or a plain `section`, named by its heading. */
export const SidebarSection = ({
  id,
  heading,
  as: Element = 'section',
  className,
  children,
}: {
  id: string;
  /** The heading's message id. */
  heading: string;
  as?: 'section' | 'nav' | 'aside';
  className: string;
  children: ReactNode;
}) => (
  <Element className={className} aria-labelledby={`${id}-heading`}>
    <h2 id={`${id}-heading`}>
      <FormattedMessage id={heading} />
    </h2>
    {children}
  </Element>
);
