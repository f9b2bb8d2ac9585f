import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';

/** What the customer sees of an account: all but the agreement's contact, which only Microsoft needs. */
export const accountView = ({ agreementContact: _contact, ...view }: StoredAccount): MicrosoftAccountView =>
  view;
