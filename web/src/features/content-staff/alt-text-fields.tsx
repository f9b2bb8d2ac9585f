import { FormattedMessage } from 'react-intl';
import { type Language, languages } from '#shared/locale';

export type AltTexts = Partial<Record<Language, string>>;

/** The languages shown at once; the others fold under "other languages". */
const first: readonly Language[] = ['pl', 'en'];

/**
 * An image's alt text per language: Polish (required) and English at once, the others folded. `idOf`
 * names each input, so a refusal naming `alt.<language>` focuses it.
 */
export const AltTextFields = ({
  values,
  errors,
  idOf,
  onChange,
}: {
  values: AltTexts;
  errors: Partial<Record<string, string>>;
  idOf: (language: Language) => string;
  onChange: (language: Language, text: string) => void;
}) => {
  const field = (language: Language) => (
    <div className="form-field" key={language}>
      <label htmlFor={idOf(language)}>
        <FormattedMessage
          id={language === 'pl' ? 'staff.content.alt.required' : 'staff.content.alt'}
          values={{ language: language.toUpperCase() }}
        />
      </label>
      <input
        id={idOf(language)}
        value={values[language] ?? ''}
        maxLength={200}
        aria-invalid={errors[`alt.${language}`] ? true : undefined}
        onChange={(event) => onChange(language, event.target.value)}
      />
    </div>
  );
  return (
    <div className="staff-alt">
      {first.map(field)}
      <details>
        <summary>
          <FormattedMessage id="staff.content.alt.others" />
        </summary>
        {languages.filter((language) => !first.includes(language)).map(field)}
      </details>
    </div>
  );
};

/** The alt texts to send: each trimmed, the empty ones left out. */
export const filledAlt = (values: AltTexts): AltTexts =>
  Object.fromEntries(
    Object.entries(values).flatMap(([language, text]) => (text?.trim() ? [[language, text.trim()]] : [])),
  );
