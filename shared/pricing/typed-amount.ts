// An amount a person types into a field, read exactly as text (never through a floating-point number):
// major units with at most two decimals after a comma or a dot (either, whatever the page's language:
// "1299,99" and "1299.99" alike), spaces between thousands allowed ("4 500,50"), nothing signed.

const typedPattern = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

/** The typed text in minor units, or undefined when it is no such amount. */
export const minorUnitsOfTyped = (text: string): number | undefined => {
  const match = typedPattern.exec(text.replace(/\s/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/**
 * An amount in minor units as a field shows it to be edited: whole units, the language's decimal
 * separator and two decimals, no grouping (`1299,99` in Polish, `1299.99` in English).
 */
export const typedAmountText = (minor: number, language: string): string => {
  const decimal =
    new Intl.NumberFormat(language).formatToParts(0.5).find(({ type }) => type === 'decimal')?.value ?? '.';
  const cents = minor % 100;
  return `${(minor - cents) / 100}${decimal}${String(cents).padStart(2, '0')}`;
};
