import { describe, expect, it } from 'vitest';
import { shopCompany } from '../invoices/shop-company';
import { currencies } from '../locale';
import {
  type BankAccount,
  bankTransferFor,
  isValidIban,
  payeeLines,
  printedIban,
  shopBankAccounts,
  transferAccountFor,
  transferTitle,
  transferTitleMaxLength,
  zbpMaxAmount,
  zbpTitleMaxLength,
  zbpTransferQr,
} from './bank-transfer';
import { paymentSourceOf } from './payment-sources';

const fields = (payload: string | undefined) => payload?.split('|');

/** The account of the ZBP recommendation's examples, held by its "Odbiorca 1". */
const zbpExampleAccount = (taxNumber?: string): BankAccount => ({
  ...shopBankAccounts.PLN,
  iban: 'PL92124012340001567890123456',
  holder: { ...shopCompany, name: 'Odbiorca 1', taxNumber },
});

describe('the shop bank accounts', () => {
  it.each(Object.entries(shopBankAccounts))(
    'keeps the %s account in its currency at a valid Polish IBAN',
    (currency, account) => {
      expect(account.currency).toBe(currency);
      expect(account.iban).toMatch(/^PL\d{26}$/);
      expect(isValidIban(account.iban)).toBe(true);
    },
  );

  it('names the shop company as every account holder, at one bank with a BIC', () => {
    for (const account of Object.values(shopBankAccounts)) {
      expect(account.holder).toBe(shopCompany);
      expect(account.bank.bic).toMatch(/^[A-Z]{4}PL[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    }
  });
});

describe('IBAN check (ISO 13616, mod 97)', () => {
  it.each([
    ['the ISO 13616 example', 'GB82WEST12345698765432'],
    ['the ZBP recommendation example', 'PL92124012340001567890123456'],
    ['an IBAN printed in groups of four', 'PL93 9990 0012 1234 5678 9000 0001'],
  ])('accepts %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a changed digit', 'PL93999000121234567890000009'],
    ['two neighbouring digits swapped', 'PL93999000121234567809000001'],
    ['changed check digits', 'PL94999000121234567890000001'],
    ['a digit missing', 'PL9399900012123456789000001'],
    ['lower-case letters', 'gb82west12345698765432'],
    ['the NRB without its country code', '93999000121234567890000001'],
    ['an empty text', ''],
  ])('refuses %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('the account a transfer goes to', () => {
  it.each(['PLN', 'EUR', 'GBP', 'USD'] as const)(
    'takes a %s transfer into the own account of the currency',
    (currency) => {
      expect(transferAccountFor(currency)).toEqual({ account: shopBankAccounts[currency], transfer: 'own' });
    },
  );

  it.each(['CZK', 'CHF', 'NOK', 'SEK', 'DKK'] as const)(
    'takes a %s transfer into the EUR account as a foreign transfer',
    (currency) => {
      expect(transferAccountFor(currency)).toEqual({ account: shopBankAccounts.EUR, transfer: 'foreign' });
    },
  );

  it.each(currencies)('agrees with the payment sources on a transfer in %s', (currency) => {
    const own = transferAccountFor(currency).transfer === 'own';
    expect(paymentSourceOf('transfer', currency) !== 'foreignTransfer').toBe(own);
  });
});

describe('the transfer title', () => {
  it('names the order number, without Polish letters', () => {
    expect(transferTitle('2026/001234')).toBe('Zamowienie 2026/001234');
  });

  it('cuts a title longer than the bank limit to the limit, never refusing it', () => {
    const title = transferTitle('X'.repeat(200));
    expect([...title]).toHaveLength(transferTitleMaxLength);
    expect(title.startsWith('Zamowienie XXX')).toBe(true);
  });
});

describe('the ZBP 2D code (QR) for a złoty transfer', () => {
  it('reproduces the recommendation example of a company recipient with a fixed amount, field by field', () => {
    const payload = zbpTransferQr({
      account: zbpExampleAccount('1234567890'),
      amount: { amount: 1200, currency: 'PLN' },
      title: 'FV 1234/34/2012',
    });
    expect(payload).toBe('1234567890|PL|92124012340001567890123456|001200|Odbiorca 1|FV 1234/34/2012|||');
    expect(fields(payload)).toEqual([
      '1234567890',
      'PL',
      '92124012340001567890123456',
      '001200',
      'Odbiorca 1',
      'FV 1234/34/2012',
      '',
      '',
      '',
    ]);
  });

  it('reproduces the recommendation example of a person recipient, without a NIP', () => {
    const payload = zbpTransferQr({
      account: zbpExampleAccount(),
      amount: { amount: 1200, currency: 'PLN' },
      title: 'Przelew ekspress',
    });
    expect(payload).toBe('|PL|92124012340001567890123456|001200|Odbiorca 1|Przelew ekspress|||');
  });

  it('pays the shop PLN account: its NIP, NRB, the amount in grosze, the name cut to 20 characters', () => {
    const payload = zbpTransferQr({
      account: shopBankAccounts.PLN,
      amount: { amount: 14_900, currency: 'PLN' },
      title: transferTitle('2026/001234'),
    });
    expect(fields(payload)).toEqual([
      '1234567802',
      'PL',
      '93999000121234567890000001',
      '014900',
      'Przykładowy Sklep Sp',
      'Zamowienie 2026/001234',
      '',
      '',
      '',
    ]);
    expect(payload?.length).toBeLessThanOrEqual(160);
  });

  it('keeps nine fields when the name or the title holds the separator |', () => {
    const account = { ...shopBankAccounts.PLN, holder: { ...shopCompany, name: 'Sklep|PL|1' } };
    const payload = zbpTransferQr({
      account,
      amount: { amount: 100, currency: 'PLN' },
      title: 'Zamowienie |2026|1',
    });
    expect(fields(payload)).toHaveLength(9);
    expect(fields(payload)?.[4]).toBe('Sklep PL 1');
    expect(fields(payload)?.[5]).toBe('Zamowienie 2026 1');
  });

  it('replaces characters outside the code set and keeps Polish letters', () => {
    const payload = zbpTransferQr({
      account: shopBankAccounts.PLN,
      amount: { amount: 100, currency: 'PLN' },
      title: 'Zapłata: "zamówienie"\n2026/1',
    });
    expect(fields(payload)?.[5]).toBe('Zapłata zamówienie 2026/1');
  });

  it('cuts an over-long title to the 32 characters of the field', () => {
    const payload = zbpTransferQr({
      account: shopBankAccounts.PLN,
      amount: { amount: 100, currency: 'PLN' },
      title: transferTitle('2026/001234 '.repeat(5)),
    });
    expect(fields(payload)?.[5]).toHaveLength(zbpTitleMaxLength);
  });

  it('gives no code outside złoty: money in another currency, or the money going to another account', () => {
    const title = transferTitle('2026/001234');
    expect(
      zbpTransferQr({ account: shopBankAccounts.EUR, amount: { amount: 1200, currency: 'EUR' }, title }),
    ).toBeUndefined();
    expect(
      zbpTransferQr({ account: shopBankAccounts.EUR, amount: { amount: 1200, currency: 'PLN' }, title }),
    ).toBeUndefined();
    expect(
      zbpTransferQr({ account: shopBankAccounts.PLN, amount: { amount: 1200, currency: 'CZK' }, title }),
    ).toBeUndefined();
  });

  it('gives no code for an account without a Polish NRB', () => {
    const account = { ...shopBankAccounts.PLN, iban: 'GB82WEST12345698765432' };
    expect(zbpTransferQr({ account, amount: { amount: 1200, currency: 'PLN' }, title: 'x' })).toBeUndefined();
  });

  it('carries at most 9 999,99 zł in its 6 digits and gives no code for more, nor for nothing', () => {
    const pay = (amount: number) =>
      zbpTransferQr({ account: shopBankAccounts.PLN, amount: { amount, currency: 'PLN' }, title: 'x' });
    expect(fields(pay(zbpMaxAmount))?.[3]).toBe('999999');
    expect(fields(pay(1))?.[3]).toBe('000001');
    expect(pay(zbpMaxAmount + 1)).toBeUndefined();
    expect(pay(0)).toBeUndefined();
  });
});

describe('everything to pay an order by transfer', () => {
  it('gives a złoty order the PLN account, its amount, title and code', () => {
    const transfer = bankTransferFor('2026/001234', { amount: 14_900, currency: 'PLN' });
    expect(transfer).toMatchObject({
      account: shopBankAccounts.PLN,
      transfer: 'own',
      amount: { amount: 14_900, currency: 'PLN' },
      title: 'Zamowienie 2026/001234',
    });
    expect(fields(transfer.qr)?.[3]).toBe('014900');
  });

  it('gives a koruna order the EUR account by foreign transfer, its title and no code', () => {
    const transfer = bankTransferFor('2026/001235', { amount: 50_000, currency: 'CZK' });
    expect(transfer).toMatchObject({
      account: shopBankAccounts.EUR,
      transfer: 'foreign',
      title: 'Zamowienie 2026/001235',
    });
    expect(transfer.qr).toBeUndefined();
  });

  it('gives a złoty order over the code limit the account, amount and title without a code', () => {
    const transfer = bankTransferFor('2026/001236', { amount: 1_250_000, currency: 'PLN' });
    expect(transfer.account).toBe(shopBankAccounts.PLN);
    expect(transfer.qr).toBeUndefined();
  });
});

describe('an IBAN as printed', () => {
  it('is in groups of four, which still validate', () => {
    const printed = printedIban(shopBankAccounts.PLN.iban);
    expect(printed).toBe('PL93 9990 0012 1234 5678 9000 0001');
    expect(isValidIban(printed)).toBe(true);
  });
});

describe('where a transfer goes, as a payer copies it', () => {
  it('names the holder with its address, the account in groups of four and the bank with its BIC', () => {
    expect(payeeLines(transferAccountFor('PLN'))).toEqual({
      recipient: 'Przykładowy Sklep Sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa',
      account: 'PL93 9990 0012 1234 5678 9000 0001',
      bank: 'Przykładowy Bank S.A., BIC/SWIFT XMPLPLPWXXX',
    });
  });
});
