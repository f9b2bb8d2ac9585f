import { FormattedMessage } from 'react-intl';
import type { BasketMessageView } from '#shared/basket/basket-view';
import { basketMessageIds } from './basket-messages';

/** A basket answer's messages (spec section 8), read out as they appear. */
export const MessageList = ({ messages }: { messages: readonly BasketMessageView[] }) => (
  <div role="status" className="basket-messages">
    {basketMessageIds(messages).map((id) => (
      <p key={id}>
        <FormattedMessage id={id} />
      </p>
    ))}
  </div>
);
