import { FormattedMessage } from 'react-intl';

/** A table's head: one column header per message id. */
export const ColumnHeads = ({ ids }: { ids: readonly string[] }) => (
  <thead>
    <tr>
      {ids.map((id) => (
        <th key={id} scope="col">
          <FormattedMessage id={id} />
        </th>
      ))}
    </tr>
  </thead>
);
