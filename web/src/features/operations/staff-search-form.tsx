import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button';

/**
 * A staff list's search: one phrase (`label` and `hint` are message ids), submitted trimmed; typed
 * again from the phrase the URL holds whenever it changes.
 */
export const StaffSearchForm = ({
  id,
  label,
  hint,
  phrase,
  onSearch,
}: {
  id: string;
  label: string;
  hint: string;
  phrase: string | undefined;
  onSearch: (q: string) => void;
}) => {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <search className="staff-search">
      <form onSubmit={submit} key={phrase ?? ''}>
        <label htmlFor={id}>
          <FormattedMessage id={label} />
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={254}
          defaultValue={phrase ?? ''}
          placeholder={intl.formatMessage({ id: hint })}
        />
        <Button type="submit">
          <FormattedMessage id="staff.orders.searchButton" />
        </Button>
      </form>
    </search>
  );
};
