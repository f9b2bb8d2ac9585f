import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { companyCountries } from '#shared/identity/company-countries';
import { useLanguage } from '../language-context';
import { countriesByName } from './countries-by-name';
import type { FormValues, SchemaForm } from './use-schema-form';

/** The country of an address or a company, named and sorted in the page's language; Poland until chosen. */
export const CountrySelect = <V extends FormValues>({
  form,
  name,
  label,
}: {
  form: SchemaForm<V>;
  name: keyof V & string;
  label: string;
}) => {
  const language = useLanguage();
  const countries = useMemo(() => countriesByName(companyCountries, language), [language]);
  const id = form.idFor(name);
  return (
    <div className="form-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        value={(form.values[name] as string) || 'PL'}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
      >
        {countries.map(({ code, name: countryName }) => (
          <option key={code} value={code}>
            {countryName}
          </option>
        ))}
      </select>
    </div>
  );
};
