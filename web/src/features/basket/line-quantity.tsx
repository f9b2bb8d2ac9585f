import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { maxLineQuantity } from '#shared/basket/basket';
import { quantitySchema } from '#shared/basket/basket-requests';
import type { BasketLineView } from '#shared/basket/basket-view';

/**
 * A line's quantity: − and + step by one, the field sends a typed number on Enter or when left. A
 * number past the product's stock goes to the shop, which caps it and answers with the stock limit.
 */
export const LineQuantity = ({
  line,
  onChange,
  onInvalid,
}: {
  line: BasketLineView;
  onChange: (quantity: number) => void;
  onInvalid: () => void;
}) => {
  const intl = useIntl();
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const label = (id: string) => intl.formatMessage({ id }, { name: line.name });

  const commit = () => {
    const parsed = quantitySchema.safeParse(Number(text));
    if (!parsed.success) {
      setText(String(line.quantity));
      onInvalid();
    } else if (parsed.data !== line.quantity) {
      onChange(parsed.data);
    }
  };

  return (
    <div className="line-quantity">
      <button
        type="button"
        className="line-quantity__step"
        aria-label={label('basket.line.decrease')}
        disabled={line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={maxLineQuantity}
        step={1}
        aria-label={label('basket.line.quantity')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button
        type="button"
        className="line-quantity__step"
        aria-label={label('basket.line.increase')}
        disabled={line.quantity >= maxLineQuantity}
        onClick={() => onChange(line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
};
