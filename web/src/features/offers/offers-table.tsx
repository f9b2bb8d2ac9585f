import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

// What the options and the terms tables share: the scrolling region a phone scrolls by keyboard too,
// and the column heads named by `offers.column.<name>`.

export const OffersTable = ({
  labelledBy,
  columns,
  caption,
  children,
}: {
  labelledBy: string;
  columns: readonly string[];
  caption?: ReactNode;
  children: ReactNode;
}) => (
  <section
    className="offers-table"
    aria-labelledby={labelledBy}
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    tabIndex={0}
  >
    <table>
      {caption}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              <FormattedMessage id={`offers.column.${column}`} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </section>
);
