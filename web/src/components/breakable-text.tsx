import { Fragment } from 'react';

/**
 * A name that may be longer than its box (a domain, a login, an e-mail): a line may break before each
 * dot and after the `@` (`<wbr>`), so `firma.onmicrosoft.com` wraps as `firma` / `.onmicrosoft.com`,
 * never inside a word while there is another way; `.breakable` breaks anywhere only when a part alone
 * is wider than the box.
 */
export const BreakableText = ({ text }: { text: string }) => (
  <span className="breakable">
    {text.split(/(?=\.)|(?<=@)/).map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in their order
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </span>
);
