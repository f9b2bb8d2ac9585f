import type { InvoiceParty } from '../invoices/invoice';
import { shopCompany } from '../invoices/shop-company';
import type { Currency } from '../locale';
import type { Money } from '../money';

// What a customer who chose bank transfer needs to pay an order: the shop's account for the order's
// currency, the amount, a title naming the order and, in złoty, the QR code Polish banking apps read.
//
// The shop keeps an account in PLN, EUR, GBP and USD: the four accounts `payment-sources.ts` books a
// transfer into as their own sources (accountPln, accountEur, accountGbp, accountUsd). An order in a
// currency without one (CZK, CHF, NOK, SEK, DKK) is paid by a foreign (SWIFT) transfer into the EUR
// account, the banks converting, and is booked as `foreignTransfer`; the test holds the two files to
// the same list. The accounts are made-up placeholders at a made-up bank (bank number 999, BIC
// XMPLPLPWXXX) until the real ones are configured: their IBANs pass the mod-97 check, so forms accept
// them, and no real account is named.

/** One of the shop's bank accounts. */
export interface BankAccount {
  /** The currency the account is kept in. */
  currency: Currency;
  /** The IBAN in its electronic form (no spaces): a Polish one is `PL` and the 26-digit NRB. */
  iban: string;
  /** The bank keeping it; a transfer from abroad asks for its BIC (SWIFT code). */
  bank: { name: string; bic: string };
  /** The account holder, named as the transfer's recipient with the address. */
  holder: InvoiceParty;
}

const shopBank = { name: 'Przykładowy Bank S.A.', bic: 'XMPLPLPWXXX' };

const account = (currency: Currency, iban: string): BankAccount => ({
  currency,
  iban,
  bank: shopBank,
  holder: shopCompany,
});

/** The shop's account per currency it keeps one in. */
export const shopBankAccounts = {
  PLN: account('PLN', 'PL93999000121234567890000001'),
  EUR: account('EUR', 'PL66999000121234567890000002'),
  GBP: account('GBP', 'PL39999000121234567890000003'),
  USD: account('USD', 'PL12999000121234567890000004'),
} satisfies Partial<Record<Currency, BankAccount>>;

const ownAccounts: Partial<Record<Currency, BankAccount>> = shopBankAccounts;

/** The account an order in a currency is paid into, and how. */
export interface TransferAccount {
  account: BankAccount;
  /** `own`: a transfer in the account's own currency; `foreign`: a foreign (SWIFT) transfer, converted. */
  transfer: 'own' | 'foreign';
}

/** The currency's own account, or, for a currency without one, the EUR account by foreign transfer. */
export const transferAccountFor = (currency: Currency): TransferAccount => {
  const own = ownAccounts[currency];
  return own ? { account: own, transfer: 'own' } : { account: shopBankAccounts.EUR, transfer: 'foreign' };
};

/** A country code, two check digits and a national number of 11–30 letters or digits: 15–34 in all. */
const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * Whether a text is an IBAN whose check digits hold (ISO 13616-1: the first four characters moved to
 * the end, each letter read as 10–35, the number's remainder mod 97 is 1), in its electronic form or
 * printed in groups of four. A Polish NRB's check digits are its IBAN's, so an NRB passes as `PL` + NRB.
 */
export const isValidIban = (text: string): boolean => {
  const iban = text.replaceAll(' ', '');
  if (!ibanShape.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
};

/** An IBAN as printed for a person to copy: groups of four, `PL93 9990 0012 …`. */
export const printedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Where a transfer goes, as a payer copies it: the recipient with its address, the printed account, the bank with its BIC. */
export const payeeLines = ({ account }: TransferAccount) => ({
  recipient: [account.holder.name, ...account.holder.addressLines].join(', '),
  account: printedIban(account.iban),
  bank: `${account.bank.name}, BIC/SWIFT ${account.bank.bic}`,
});

/** The first `max` characters (code points, so a character is never split). */
const cut = (text: string, max: number): string => [...text].slice(0, max).join('');

/**
 * The longest transfer title the shop gives: ELIXIR, KIR's clearing of złoty transfers, carries 4 lines
 * of 35 characters (https://www.kir.pl/en/banks/elixir/payment-instruments/, its "Technical
 * Specifications no 2"); a SEPA transfer's unstructured remittance information (EPC SCT rulebook,
 * AT-05) and a SWIFT MT103's field 70 (4*35x) hold 140 too, so one title fits every transfer.
 */
export const transferTitleMaxLength = 140;

/**
 * The title of the transfer paying an order, `Zamowienie 2026/001234`. Without Polish letters: the
 * same title goes with a foreign (SWIFT or SEPA) transfer, whose character set has none. A title over
 * the limit is cut to it, never refused: the customer can still pay, and the order number comes right
 * after the word, where a cut does not reach for any order number the shop issues (about 20 characters).
 */
export const transferTitle = (orderNumber: string): string =>
  cut(`Zamowienie ${orderNumber}`, transferTitleMaxLength);

// The QR code for a złoty transfer: Związek Banków Polskich, "Rekomendacja Związku Banków Polskich
// dotycząca kodu dwuwymiarowego („2D”), umożliwiającego realizację polecenia przelewu oraz aktywację
// usług bankowych na rynku polskim", version 1.0 of 3 December 2013
// (https://zbp.pl/getmedia/1d7fef90-d193-4a2d-a1c3-ffdf1b0e0649/2013-12-03_-_Rekomendacja_-_Standard_2D),
// read through the implementations that reproduce it (github.com/IonBazan/pl-qr-payment with the
// recommendation's examples as tests, github.com/MarcinOrlowski/bank-qrcode-formatter,
// github.com/Karolsoon/Bank-Transfer-QR). A QR code (UTF-8, error correction L) of nine fields
// joined by `|`, in this order:
//   the recipient's NIP (10 digits; required of a company recipient, "type 1", empty for a person),
//   the country code (PL), the account (the 26-digit NRB, no `PL`), the amount in grosze (6 digits,
//   zero-padded; 000000 leaves the amount to the payer), the recipient's name (at most 20
//   characters), the title (at most 32), and three reserved fields left empty (20 characters for a
//   direct debit id, 12 for an Invoobill id, 24 reserved).
// 10+2+26+6+20+32+20+12+24 characters and 8 separators make the code's limit of 160. The
// recommendation's example of a company recipient and a fixed amount (12,00 zł):
//   1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||

/** The recipient name field of the ZBP code: 20 characters. */
export const zbpRecipientMaxLength = 20;

/** The title field of the ZBP code: 32 characters. */
export const zbpTitleMaxLength = 32;

/** The amount field of the ZBP code: 6 digits of grosze. */
export const zbpAmountDigits = 6;

/** The largest amount the ZBP code carries: 9 999,99 zł. */
export const zbpMaxAmount = 10 ** zbpAmountDigits - 1;

/**
 * The characters kept in the code's text fields. The recommendation's own character list was not at
 * hand; pl-qr-payment keeps letters, Polish letters, digits, space and `, . / \ - @ # & * _`, another
 * implementation drops `-` and `:`. Kept is what both keep and the shop's fields need: A–Z, Polish
 * letters, digits, space, `,`, `.` and `/` (the order number's separator).
 */
const zbpDropped = /[^A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ,./]+/g;

/**
 * A text field of the code: each run of other characters (the separator `|` above all, which would
 * shift every later field) and spaces becomes one space, then the text is cut to the field's length.
 */
const zbpText = (text: string, max: number): string =>
  cut(text.normalize('NFC').replace(zbpDropped, ' ').trim(), max).trimEnd();

/** A złoty transfer to put in a ZBP code. */
export interface ZbpTransfer {
  account: BankAccount;
  amount: Money;
  title: string;
}

/**
 * The ZBP 2D code's payload for a transfer, or undefined when the code cannot carry it rightly:
 * - money or account not in złoty (the code is for domestic złoty transfers; other currencies have
 *   their account, amount and title only);
 * - an amount outside 0,01–9 999,99 zł: the field is 6 digits wide and 000000 leaves the amount to
 *   the payer. Implementations differ on longer amounts (pl-qr-payment writes more digits and shortens
 *   the last reserved field, bank-qrcode-formatter refuses them) and no bank says it reads them, so no
 *   code rather than one an app may misread; the customer types such a transfer from the account,
 *   amount and title shown;
 * - an account without a Polish NRB.
 * The recipient's name and the title are cut to their fields, never refused.
 */
export const zbpTransferQr = ({ account, amount, title }: ZbpTransfer): string | undefined => {
  if (amount.currency !== 'PLN' || account.currency !== 'PLN') return undefined;
  if (!Number.isInteger(amount.amount) || amount.amount < 1 || amount.amount > zbpMaxAmount) return undefined;
  if (!/^PL\d{26}$/.test(account.iban)) return undefined;
  const nip = account.holder.taxNumber ?? '';
  return [
    /^\d{10}$/.test(nip) ? nip : '',
    'PL',
    account.iban.slice(2),
    String(amount.amount).padStart(zbpAmountDigits, '0'),
    zbpText(account.holder.name, zbpRecipientMaxLength),
    zbpText(title, zbpTitleMaxLength),
    '',
    '',
    '',
  ].join('|');
};

/** Everything to pay an order by bank transfer: where, how much, under which title, and the QR code. */
export interface BankTransfer extends TransferAccount {
  amount: Money;
  title: string;
  /** The ZBP 2D code's payload; undefined outside złoty and over its amount limit (`zbpTransferQr`). */
  qr: string | undefined;
}

/** The bank transfer paying the order numbered `orderNumber`, of `amount` in the order's currency. */
export const bankTransferFor = (orderNumber: string, amount: Money): BankTransfer => {
  const { account, transfer } = transferAccountFor(amount.currency);
  const title = transferTitle(orderNumber);
  return { account, transfer, amount, title, qr: zbpTransferQr({ account, amount, title }) };
};
