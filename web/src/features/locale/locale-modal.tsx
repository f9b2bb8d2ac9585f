import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { type Currency, currencies, isLanguage, type Language, languages } from '#shared/locale';
import { pathInLanguage } from '../../app/alternate-path';
import { Button } from '../../components/button';
import { useStored } from '../../lib/browser-store';
import { useLanguage, useRouteMatch } from '../../lib/language-context';
import { userSettingsStore } from '../../lib/user-settings-store';

/** A language named in `inLanguage` (by default in itself, so a visitor finds their own in the list). */
const languageName = (language: Language, inLanguage: Language = language) =>
  new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language);

/** The first of the browser's languages the shop speaks. */
const browserLanguage = (): Language | undefined =>
  navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);

/** Language and currency modal: a native modal dialog (focus kept inside, Escape closes). */
export const LocaleModal = ({ onClose }: { onClose: () => void }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const intl = useIntl();
  const current = useLanguage();
  const match = useRouteMatch();
  const settings = useStored(userSettingsStore);
  const [, navigate] = useLocation();
  const [language, setLanguage] = useState<Language>(current);
  const [currency, setCurrency] = useState<Currency>(settings.currency);
  const suggested = browserLanguage();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const currencyChanged = currency !== settings.currency;
    userSettingsStore.write({
      ...settings,
      language,
      currency,
      currencyChangedManually: settings.currencyChangedManually || currencyChanged,
    });
    onClose();
    // Stay on the same page, in the new language.
    if (language !== current) navigate(pathInLanguage(match, language));
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={save}>
        <h2 id={`${id}-title`}>
          <FormattedMessage id="locale.title" />
        </h2>
        {suggested && suggested !== language && (
          <p>
            <FormattedMessage id="locale.suggested" values={{ language: languageName(suggested, current) }} />{' '}
            <button type="button" className="link-button" onClick={() => setLanguage(suggested)}>
              <FormattedMessage
                id="locale.useSuggested"
                values={{ language: languageName(suggested, current) }}
              />
            </button>
          </p>
        )}
        <fieldset>
          <legend>
            <FormattedMessage id="locale.language" />
          </legend>
          <div className="modal__languages">
            {languages.map((option) => (
              <label key={option} lang={option}>
                <input
                  type="radio"
                  name="language"
                  value={option}
                  checked={language === option}
                  onChange={() => setLanguage(option)}
                />
                {languageName(option)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-currency`}>
          <FormattedMessage id="locale.currency" />
        </label>
        <select
          id={`${id}-currency`}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
        >
          {currencies.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'locale.close' })}
          </Button>
          <Button type="submit">
            <FormattedMessage id="locale.save" />
          </Button>
        </div>
      </form>
    </dialog>
  );
};
