import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DenseTable } from '../../components/dense-table';

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

/** A dense staff table under its column heads, each row a block of labelled cells on a phone. */
export const StaffTable = DenseTable;
