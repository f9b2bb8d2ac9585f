import { siteOrigin } from '#functions/lib/http/site-origin';
import { linkedPathFor } from '#shared/linked-routes';
import type { Language } from '#shared/locale';

/**
 * The link of an order mail after the confirmation: a customer's order in the account's history; none
 * for a guest, whose order link's token only the confirmation mail carries.
 */
export const accountOrderLink = (orderId: string, language: Language, guest: boolean): string | undefined =>
  guest
    ? undefined
    : `${siteOrigin()}${linkedPathFor('accountOrderDetails', language, { realizationId: orderId })}`;
