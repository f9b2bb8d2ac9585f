import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ColumnHeads } from '../../components/column-heads';

/** A titled part of a staff page; `empty` (a message id) stands in for its content when there is none. */
export const StaffSection = ({
  title,
  empty,
  className,
  children,
}: {
  title: string;
  empty?: string | false;
  className?: string;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {empty ? (
        <p className="staff-empty">
          <FormattedMessage id={empty} />
        </p>
      ) : (
        children
      )}
    </section>
  );
};

/** A dense staff table under its column heads, scrolling inside its box on a narrow screen. */
export const StaffTable = ({
  columns,
  className,
  children,
}: {
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) => (
  <div className="staff-table-wrap">
    <table className={className ? `staff-table ${className}` : 'staff-table'}>
      <ColumnHeads ids={columns} />
      {children}
    </table>
  </div>
);
