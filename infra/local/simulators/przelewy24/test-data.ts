// The sandbox's documented test data (listed in ../README.md and docs/demo.md): the demo account
// the shop's local environment uses, the BLIK codes and card numbers with their outcomes, the banks
// of the transfer list and the payment method ids the notifications carry.

/** The local demo account: merchant and POS id, CRC key (signs) and API key (Basic auth). */
export const demoAccount = {
  merchantId: 123456,
  posId: 123456,
  crc: 'local-crc-0123456789abcdef',
  apiKey: 'local-api-key-0123456789abcdef',
} as const;

/** Currencies Przelewy24 takes. */
export const acceptedCurrencies = ['PLN', 'EUR', 'GBP', 'CZK'] as const;
export type AcceptedCurrency = (typeof acceptedCurrencies)[number];

/** Languages `transaction/register` accepts; the hosted page speaks Polish for `pl`, English for the rest. */
export const registerLanguages = [
  'bg',
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hr',
  'hu',
  'it',
  'nl',
  'pl',
  'pt',
  'se',
  'sk',
  'ro',
] as const;

/**
 * Payment method ids as Przelewy24 lists them (`/payment/methods`), the ones the sandbox offers:
 * BLIK 154, card 241, Google Pay 264, PayPal 66 and the banks of `banks`.
 */
export const methodIds = { blik: 154, card: 241, googlePay: 264, payPal: 66 } as const;

/** The transfer list of the hosted page. */
export const banks = [
  { id: 31, name: 'PKO Bank Polski (iPKO)' },
  { id: 243, name: 'mBank (mTransfer)' },
  { id: 112, name: 'ING Bank Śląski' },
  { id: 65, name: 'Bank Pekao' },
  { id: 20, name: 'Santander (Przelew24)' },
  { id: 85, name: 'Bank Millennium' },
  { id: 88, name: 'Alior Bank' },
  { id: 26, name: 'Inteligo' },
] as const;

/** BLIK T6 codes: one that succeeds (confirmed in the bank app a moment later) and the refusals. */
export const blikCodes = { success: '777123', wrongCode: '500500', expired: '700701' } as const;

/** Card numbers; expiry any future MM/YY, CVC any 3 digits. */
export const testCards = {
  success: '4444333322221111',
  declined: '4000000000000002',
  /** Asks for a 3-D Secure confirmation step, then succeeds. */
  threeDSecure: '4000000000003220',
} as const;

/** The card "Google Pay" pays with on the hosted page's test button. */
export const googlePayTestCard = testCards.success;

/** Minutes after the first notification at which Przelewy24 sends it again until it is verified. */
export const notificationRetryMinutes = [3, 5, 15, 30, 60, 150, 450] as const;

/** Milliseconds one documented minute of the retry schedule lasts locally (PRZELEWY24_SANDBOX_SCALE). */
export const defaultMinuteMs = 100;
