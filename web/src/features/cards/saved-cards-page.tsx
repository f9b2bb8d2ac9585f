import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import type { SavedCardView } from '#shared/payments/saved-card';
import { AlertMessage } from '../../components/alert-message';
import { ModalDialog } from '../../components/modal-dialog';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useCurrency } from '../../lib/use-currency';
import { deleteSavedCard, makeDefaultCard, startAddingCard, useCards } from './api/cards-api';

const checkOfLocation = () => new URLSearchParams(window.location.search).get('check') ?? undefined;

const checkMessages = {
  waiting: 'cards.check.waiting',
  added: 'cards.check.added',
  already_added: 'error.card_already_added',
} as const;

const ConfirmDeletion = ({
  card,
  busy,
  onConfirm,
  onClose,
}: {
  card: SavedCardView;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <ModalDialog title="cards.delete.title" onClose={onClose}>
    <p>
      <FormattedMessage id="cards.delete.text" values={{ brand: card.brand, last4: card.last4 }} />
    </p>
    <div className="modal__actions">
      <button type="button" className="button button--secondary" onClick={onClose}>
        <FormattedMessage id="cards.delete.keep" />
      </button>
      <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="cards.delete.confirm" />
      </button>
    </div>
  </ModalDialog>
);

const CardRow = ({
  card,
  busy,
  onDefault,
  onDelete,
}: {
  card: SavedCardView;
  busy: boolean;
  onDefault: () => void;
  onDelete: () => void;
}) => {
  const language = useLanguage();
  return (
    <li className="saved-card" data-status={card.status}>
      <span className="saved-card__number">
        {card.brand} •••• {card.last4}
      </span>
      <span className="saved-card__expiry">
        <FormattedMessage
          id="cards.expiry"
          values={{ month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) }}
        />
      </span>
      {card.isDefault && (
        <span className="badge">
          <FormattedMessage id="cards.default" />
        </span>
      )}
      {card.status !== 'active' && (
        <span className="saved-card__status">
          <FormattedMessage id={`cards.status.${card.status}`} />
        </span>
      )}
      <span className="saved-card__limit">
        <FormattedMessage
          id="cards.creditLimit"
          values={{ amount: formatMoney(card.creditLimit, language) }}
        />
      </span>
      {!card.isDefault && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDefault}>
          <FormattedMessage id="cards.makeDefault" />
        </button>
      )}
      <button type="button" className="button button--secondary" disabled={busy} onClick={onDelete}>
        <FormattedMessage id="cards.delete" />
      </button>
    </li>
  );
};

/**
 * `/ustawienia-konta/karty-platnicze/` (issue 13 part 6; spec sections 2, 4, 9): the saved cards with
 * brand, last four, expiry, default badge, inactive ("activating, up to a few minutes") and expired
 * flags and the credit limit; "add card" goes to the provider's page (1 PLN, refunded), whose return
 * (`?check=`) shows how it fared, the list read again until the new card is active; make default;
 * delete after a confirmation; each card error's message; the empty state.
 */
export const SavedCardsPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const currency = useCurrency();
  const [check] = useState(checkOfLocation);
  const { data, error, mutate } = useCards(currency, check);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<SavedCardView>();
  const title = intl.formatMessage({ id: 'cards.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  const run = async (action: () => Promise<unknown>, failureId: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      await mutate();
    } catch (caught) {
      const id = messageIdOf(caught);
      setFailure(id === 'error.internal_error' ? failureId : id);
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };
  const addCard = () =>
    run(async () => {
      window.location.assign((await startAddingCard(language)).redirectUrl);
    }, 'error.card_add_failed');

  return (
    <section className="account-page">
      <h1>{title}</h1>
      {data?.check && (
        <p role="status" className="saved-cards__check">
          <FormattedMessage id={checkMessages[data.check]} />
        </p>
      )}
      <AlertMessage id={failure ?? (error && !data ? 'error.cards_load_failed' : undefined)} />
      {!data ? (
        !error && <p aria-busy="true" className="loading" />
      ) : data.cards.length === 0 ? (
        <p className="saved-cards__empty">
          <FormattedMessage id="cards.empty" />
        </p>
      ) : (
        <ul className="saved-cards">
          {data.cards.map((card) => (
            <CardRow
              key={card.cardId}
              card={card}
              busy={busy}
              onDefault={() => void run(() => makeDefaultCard(card.cardId), 'error.card_edit_failed')}
              onDelete={() => setDeleting(card)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void addCard()}
      >
        <FormattedMessage id="cards.add" />
      </button>
      {deleting && (
        <ConfirmDeletion
          card={deleting}
          busy={busy}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void run(() => deleteSavedCard(deleting.cardId), 'error.card_delete_failed')}
        />
      )}
    </section>
  );
};
