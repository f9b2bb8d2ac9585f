import { readConnection, writeConnection } from '../table/marketplace';
import { type AllegroAuthorisation, AllegroError, type AllegroTokens } from './port';

// The shop account's access token at Allegro, for the seller calls: the one the table keeps
// (`lib/table/marketplace.ts`, written when a staff member connected the account), refreshed five
// minutes before it expires. Allegro rotates the refresh token on every refresh, so the new pair is
// written only while the old refresh token is still the kept one: of two containers refreshing at
// once, the second finds it changed (or Allegro refuses the spent refresh token) and takes the first
// one's tokens. Kept in the container until then, so a run of a thousand calls reads the table once. `forget` drops it when Allegro refused it:
// the table may hold newer tokens (refreshed elsewhere, or the account connected again); if it holds
// the refused one, that token is refreshed before it expires (Allegro revoked it early).

const earlyMs = 5 * 60_000;

const fresh = (tokens: AllegroTokens, now: number) => Date.parse(tokens.expiresAt) - earlyMs > now;

/** `unauthorised` when the account is not connected, or Allegro refused its refresh token. */
export const shopAccountToken = (authorisation: AllegroAuthorisation) => {
  let kept: AllegroTokens | undefined;
  let refused: string | undefined;
  const forget = () => {
    refused = kept?.accessToken;
    kept = undefined;
  };
  const accessToken = async (): Promise<string> => {
    if (kept && fresh(kept, Date.now())) return kept.accessToken;
    for (let attempt = 0; attempt < 3; attempt++) {
      const connection = await readConnection('allegro');
      if (connection?.state !== 'connected')
        throw new AllegroError('unauthorised', 'the shop account at Allegro is not connected');
      if (fresh(connection.tokens, Date.now()) && connection.tokens.accessToken !== refused) {
        kept = connection.tokens;
        return kept.accessToken;
      }
      const tokens = await authorisation.refresh(connection.tokens.refreshToken).catch(async (error) => {
        // Refused because another container spent this refresh token first: its new pair is in the table
        // once it wrote it (a moment after Allegro answered it).
        await new Promise((resolve) => setTimeout(resolve, 500));
        const now = await readConnection('allegro');
        if (now?.state === 'connected' && now.tokens.refreshToken !== connection.tokens.refreshToken)
          return undefined;
        throw error;
      });
      if (!tokens) continue;
      if (await writeConnection('allegro', { ...connection, tokens }, connection.tokens.refreshToken)) {
        kept = tokens;
        return tokens.accessToken;
      }
    }
    throw new Error('the Allegro tokens changed three times while being refreshed');
  };
  return { accessToken, forget };
};
