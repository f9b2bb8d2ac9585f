import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { ProductPicture } from '../../components/product-picture';
import { useLanguage } from '../../lib/language-context';
import { type Suggestion, useSuggestions } from './api/suggestions-api';

/** Spec section 5: a search phrase has at least 2 characters (`minPhraseLength` of the listing contract). */
const minLength = 2;
const debounceMs = 250;

/** The header's search: suggestions while typing (a combobox), the search page on submit. */
export const SearchBox = () => {
  const id = useId();
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const [phrase, setPhrase] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(phrase.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [phrase]);
  const { data } = useSuggestions(settled.length >= minLength ? settled : null, language);
  const suggestions = open && settled.length >= minLength ? (data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    navigate(path);
  };
  const openSuggestion = (suggestion: Suggestion) =>
    go(pathFor('product', language, { id: suggestion.id, slug: suggestion.slug }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = suggestions[active];
    if (chosen) return openSuggestion(chosen);
    const q = phrase.trim();
    setTooShort(q.length < minLength);
    if (q.length >= minLength) go(`${pathFor('search', language)}?${new URLSearchParams({ q })}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return setOpen(false);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step || !expanded) return;
    event.preventDefault();
    // Cycles through the options and back to the phrase itself (-1).
    setActive((current) => ((current + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
  };

  return (
    <search className="header__search">
      <form action={pathFor('search', language)} onSubmit={submit}>
        <label htmlFor={`${id}-phrase`} className="visually-hidden">
          <FormattedMessage id="header.search.label" />
        </label>
        <input
          id={`${id}-phrase`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-suggestions`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={tooShort}
          aria-describedby={tooShort ? `${id}-error` : undefined}
          value={phrase}
          placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
          onChange={(e) => {
            setPhrase(e.target.value);
            setOpen(true);
            setActive(-1);
            setTooShort(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <Button type="submit">
          <FormattedMessage id="header.search.submit" />
        </Button>
        <div id={`${id}-suggestions`} role="listbox" className="header__suggestions" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.id}
              tabIndex={-1}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                openSuggestion(suggestion);
              }}
            >
              {suggestion.image && (
                <ProductPicture
                  image={suggestion.image}
                  sizes="48px"
                  decorative
                  className="header__suggestion-image"
                />
              )}
              {suggestion.name}
            </div>
          ))}
        </div>
      </form>
      {tooShort && (
        <p id={`${id}-error`} role="alert" className="field-error">
          <FormattedMessage id="field.phrase_too_short" />
        </p>
      )}
    </search>
  );
};
