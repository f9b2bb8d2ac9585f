import useSWR from 'swr';
import type { Currency, Language } from '#shared/locale';
import type { SavedCardView } from '#shared/payments/saved-card';
import type { CardCheckOutcome } from '#shared/payments/saved-card-requests';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

export interface CardList {
  cards: SavedCardView[];
  check?: CardCheckOutcome;
}

/** How often the list is read again while a card is activating or a returned verification waits. */
export const activationPollMs = 5000;

const listPath = (currency: Currency, check?: string) =>
  `/api/payments/me/cards?${new URLSearchParams(check ? { currency, check } : { currency })}`;

/** Whether the page should read the list again: a card is still inactive or the verification waits. */
export const awaitsActivation = (list: CardList | undefined): boolean =>
  Boolean(list && (list.check === 'waiting' || list.cards.some((card) => card.status === 'inactive')));

/** The customer's saved cards, read again every few seconds until a new card is active. */
export const useCards = (currency: Currency, check?: string) =>
  useSWR<CardList, ApiError>(listPath(currency, check), authorizedFetch, {
    refreshInterval: (list) => (awaitsActivation(list) ? activationPollMs : 0),
  });

/** Starts adding a card: the provider's page of the 1 PLN verification to go to. */
export const startAddingCard = (language: Language) =>
  authorizedFetch<{ checkId: string; redirectUrl: string }>('/api/payments/me/cards', {
    method: 'POST',
    body: JSON.stringify({ language }),
  });

export const makeDefaultCard = (cardId: string) =>
  authorizedFetch<{ cardId: string }>(`/api/payments/me/cards/${encodeURIComponent(cardId)}/default`, {
    method: 'PUT',
  });

export const deleteSavedCard = (cardId: string) =>
  authorizedFetch<{ cardId: string }>(`/api/payments/me/cards/${encodeURIComponent(cardId)}`, {
    method: 'DELETE',
  });
