import { once } from '../once';
import { allegroAuthorisation, allegroSeller } from './allegro';
import { type AllegroAuthorisation, AllegroError, type AllegroSeller } from './port';
import { shopAccountToken } from './shop-account-token';

// The shop's own Allegro account, one per container: the application's authorisation, the seller's
// side on the account's kept (and refreshed) tokens, and the seller's side on a token just granted.

export interface ShopAllegro {
  authorisation: AllegroAuthorisation;
  seller: AllegroSeller;
  sellerWith: (accessToken: string) => AllegroSeller;
}

/**
 * The seller's calls, each asked once more with the table's tokens when Allegro refused the kept ones
 * (another container refreshed them, or a staff member connected the account again).
 */
const withTokensReread = (seller: AllegroSeller, forget: () => void): AllegroSeller =>
  Object.fromEntries(
    Object.entries(seller).map(([name, method]: [string, (...args: unknown[]) => Promise<unknown>]) => [
      name,
      async (...args: unknown[]) => {
        try {
          return await method(...args);
        } catch (error) {
          if (!(error instanceof AllegroError) || error.failure !== 'unauthorised') throw error;
          forget();
          return method(...args);
        }
      },
    ]),
  ) as unknown as AllegroSeller;

export const shopAllegro = once((): ShopAllegro => {
  const authorisation = allegroAuthorisation();
  const tokens = shopAccountToken(authorisation);
  return {
    authorisation,
    seller: withTokensReread(allegroSeller(tokens.accessToken), tokens.forget),
    sellerWith: (accessToken) => allegroSeller(async () => accessToken),
  };
});
