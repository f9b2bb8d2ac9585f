import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { Language } from '#shared/locale';
import { formatMoney } from '#shared/money';
import type { SavedCardView } from '#shared/payments/saved-card';
import { ActionMenu } from '../../components/action-menu';
import { AlertMessage } from '../../components/alert-message';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { type DataColumn, type DataRow, DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { ModalDialog } from '../../components/modal-dialog';
import { showToast } from '../../components/toast';
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
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="cards.delete.keep" />
      </Button>
      <Button variant="danger" onClick={onConfirm} busy={busy}>
        <FormattedMessage id="cards.delete.confirm" />
      </Button>
    </div>
  </ModalDialog>
);

const columns: readonly DataColumn[] = [
  { label: 'cards.card' },
  { label: 'cards.state' },
  { label: 'cards.limit', numeric: true },
  { label: 'actions.label', actions: true },
];

const CardName = ({ card }: { card: SavedCardView }) => (
  <>
    {card.brand} •••• {card.last4}
    <small>
      <FormattedMessage
        id="cards.expiry"
        values={{ month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) }}
      />
    </small>
  </>
);

const CardState = ({ card }: { card: SavedCardView }) => (
  <span className="saved-card__state">
    {card.isDefault && (
      <Badge tone="success">
        <FormattedMessage id="cards.default" />
      </Badge>
    )}
    {card.status !== 'active' ? (
      <Badge tone={card.status === 'expired' ? 'danger' : 'warning'}>
        <FormattedMessage id={`cards.status.${card.status}`} />
      </Badge>
    ) : (
      !card.isDefault && <FormattedMessage id="cards.status.active" />
    )}
  </span>
);

/** A card's row: brand, last four and expiry, its state, credit limit, and the actions in a menu. */
const cardRow = (
  intl: IntlShape,
  language: Language,
  card: SavedCardView,
  busy: boolean,
  onDefault: () => void,
  onDelete: () => void,
): DataRow => ({
  key: card.cardId,
  data: { 'data-status': card.status },
  cells: [
    <CardName key="card" card={card} />,
    <CardState key="state" card={card} />,
    formatMoney(card.creditLimit, language),
    <ActionMenu
      key="actions"
      label={<FormattedMessage id="actions.label" />}
      name={intl.formatMessage({ id: 'actions.of' }, { name: `${card.brand} •••• ${card.last4}` })}
      items={[
        ...(card.isDefault
          ? []
          : [
              {
                key: 'default',
                label: <FormattedMessage id="cards.makeDefault" />,
                disabled: busy,
                onSelect: onDefault,
              },
            ]),
        {
          key: 'delete',
          label: <FormattedMessage id="cards.delete" />,
          danger: true,
          disabled: busy,
          onSelect: onDelete,
        },
      ]}
    />,
  ],
});

/**
 * `/ustawienia-konta/karty-platnicze/` (spec sections 2, 4, 9): the saved cards with
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

  /** Runs a card action; its success is said by a toast naming the card (`doneId`), when it has one. */
  const run = async (
    action: () => Promise<unknown>,
    failureId: string,
    done?: SavedCardView,
    doneId?: string,
  ) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      await mutate();
      if (done && doneId) showToast(doneId, { brand: done.brand, last4: done.last4 });
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
      <h1 id="saved-cards-title">{title}</h1>
      {data?.check && (
        <p role="status" className="saved-cards__check">
          <FormattedMessage id={checkMessages[data.check]} />
        </p>
      )}
      <AlertMessage id={failure ?? (error && !data ? 'error.cards_load_failed' : undefined)} />
      {!data ? (
        !error && <p aria-busy="true" className="loading" />
      ) : data.cards.length === 0 ? (
        <EmptyState className="saved-cards__empty" message="cards.empty" />
      ) : (
        <DataTable
          labelledBy="saved-cards-title"
          className="saved-cards"
          columns={columns}
          rows={data.cards.map((card) =>
            cardRow(
              intl,
              language,
              card,
              busy,
              () =>
                void run(
                  () => makeDefaultCard(card.cardId),
                  'error.card_edit_failed',
                  card,
                  'cards.madeDefault',
                ),
              () => setDeleting(card),
            ),
          )}
        />
      )}
      <Button busy={busy} onClick={() => void addCard()}>
        <FormattedMessage id="cards.add" />
      </Button>
      {deleting && (
        <ConfirmDeletion
          card={deleting}
          busy={busy}
          onClose={() => setDeleting(undefined)}
          onConfirm={() =>
            void run(
              () => deleteSavedCard(deleting.cardId),
              'error.card_delete_failed',
              deleting,
              'cards.deleted',
            )
          }
        />
      )}
    </section>
  );
};
