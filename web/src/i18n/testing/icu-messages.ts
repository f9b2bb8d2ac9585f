import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

// What the catalogue tests read of an ICU message: its argument names, its plurals, and the plural
// categories a language's whole numbers reach.

/** Every element of a message, nested plural/select options and tag children included. */
const walk = function* (elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of elements) {
    yield element;
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) yield* walk(option.value);
    }
    if (isTagElement(element)) yield* walk(element.children);
  }
};

export const argumentNames = (message: string) => {
  const names = new Set<string>();
  for (const element of walk(parse(message))) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element) ||
      isPluralElement(element) ||
      isSelectElement(element)
    ) {
      names.add(element.value);
    }
  }
  return [...names].sort();
};

export const plurals = (message: string) => [...walk(parse(message))].filter(isPluralElement);

/** The plural categories whole numbers actually reach in a language (CLDR via Intl), plus `other`. */
export const requiredCategories = (language: string) => {
  const rules = new Intl.PluralRules(language);
  const categories = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) categories.add(rules.select(n));
  return [...categories].sort();
};
