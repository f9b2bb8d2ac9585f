import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { toFieldErrors } from '../validation';
import { companyInvoiceDataSchema } from './company';
import {
  changePasswordSchema,
  confirmAccountSchema,
  reminderSchema,
  resetPasswordSchema,
} from './password-forms';
import { profileEditSchema } from './profile';
import { sampleInvoiceData } from './sample-invoice-data';
import { signInSchema } from './sign-in';
import { signUpSchema } from './sign-up';
import {
  signUpAttributes,
  signUpAttributesSchema,
  signUpMetadata,
  signUpMetadataSchema,
} from './sign-up-attributes';

const fieldsOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error, input);
};

const signUp = {
  fullName: ' Jan Kowalski ',
  email: 'Jan@Example.PL',
  phone: '+48 600-100-200',
  password: 'Secret12',
  repeatPassword: 'Secret12',
  accountType: 'private',
  termsConsent: true,
  privacyConsent: true,
};

describe('sign-up schema', () => {
  it('accepts a complete form, normalizing name, e-mail and phone and defaulting the options', () => {
    expect(signUpSchema.parse(signUp)).toEqual({
      ...signUp,
      fullName: 'Jan Kowalski',
      email: 'jan@example.pl',
      phone: '+48600100200',
      marketingConsent: false,
      smsConsent: false,
      language: 'pl',
      partnerCode: '',
    });
  });

  it('requires name, e-mail, phone, password and both consents', () => {
    expect(fieldsOf(signUpSchema, { accountType: 'business', repeatPassword: '' })).toEqual([
      { path: 'fullName', message: 'required' },
      { path: 'email', message: 'required' },
      { path: 'phone', message: 'required' },
      { path: 'password', message: 'required' },
      { path: 'termsConsent', message: 'consent_required' },
      { path: 'privacyConsent', message: 'consent_required' },
    ]);
  });

  it('reports bad values with stable keys', () => {
    expect(
      fieldsOf(signUpSchema, {
        ...signUp,
        email: 'nope',
        phone: '12',
        password: 'secret',
        repeatPassword: 'other',
        accountType: 'partner',
        termsConsent: false,
      }),
    ).toEqual([
      { path: 'email', message: 'invalid_email' },
      { path: 'phone', message: 'invalid_phone' },
      { path: 'password', message: 'invalid_password' },
      { path: 'accountType', message: 'invalid_value' },
      { path: 'termsConsent', message: 'consent_required' },
      { path: 'repeatPassword', message: 'passwords_not_identical' },
    ]);
  });

  it('takes phones in international form only and refuses letters', () => {
    expect(signUpSchema.parse({ ...signUp, phone: '0048 (600) 100 200' }).phone).toBe('+48600100200');
    expect(fieldsOf(signUpSchema, { ...signUp, phone: '600 100 200' })).toEqual([
      { path: 'phone', message: 'invalid_phone' },
    ]);
    expect(fieldsOf(signUpSchema, { ...signUp, phone: '+48 600 ABC 200' })).toEqual([
      { path: 'phone', message: 'invalid_phone' },
    ]);
  });
});

describe('sign-in and password forms', () => {
  it('sign-in needs an e-mail and any password', () => {
    expect(signInSchema.parse({ email: 'a@b.pl', password: 'x' })).toEqual({
      email: 'a@b.pl',
      password: 'x',
    });
    expect(fieldsOf(signInSchema, { email: 'a@b.pl', password: '' })).toEqual([
      { path: 'password', message: 'required' },
    ]);
  });

  it('reminder needs a valid e-mail', () => {
    expect(fieldsOf(reminderSchema, { email: 'x' })).toEqual([{ path: 'email', message: 'invalid_email' }]);
  });

  it('reset needs a 6-digit code and a matching new password', () => {
    const reset = { email: 'a@b.pl', code: '123456', password: 'Secret12', repeatPassword: 'Secret12' };
    expect(resetPasswordSchema.parse(reset)).toEqual(reset);
    expect(fieldsOf(resetPasswordSchema, { ...reset, code: '12345', repeatPassword: 'Secret13' })).toEqual([
      { path: 'code', message: 'invalid_code' },
      { path: 'repeatPassword', message: 'passwords_not_identical' },
    ]);
    expect(fieldsOf(confirmAccountSchema, { email: 'a@b.pl', code: 'abcdef' })).toEqual([
      { path: 'code', message: 'invalid_code' },
    ]);
  });

  it('change needs the current password and a matching new one', () => {
    expect(
      fieldsOf(changePasswordSchema, {
        currentPassword: '',
        newPassword: 'Secret12',
        repeatNewPassword: 'x',
      }),
    ).toEqual([
      { path: 'currentPassword', message: 'required' },
      { path: 'repeatNewPassword', message: 'passwords_not_identical' },
    ]);
  });

  it('profile edit takes name and phone only', () => {
    expect(profileEditSchema.parse({ fullName: 'Jan', phone: '+48 600 100 200' })).toEqual({
      fullName: 'Jan',
      phone: '+48600100200',
    });
    expect(fieldsOf(profileEditSchema, { fullName: 'Jan', phone: '+48600100200', email: 'x@y.pl' })).toEqual([
      { path: 'email', message: 'unknown_field' },
    ]);
  });
});

describe('company invoice data schema', () => {
  const company = sampleInvoiceData;

  it('defaults to Poland and normalizes the tax number', () => {
    expect(companyInvoiceDataSchema.parse(company)).toEqual({
      ...company,
      country: 'PL',
      taxNumber: '5260250274',
      companyFlatNumber: undefined,
    });
  });

  it('checks the tax number and zip code by country and requires the address', () => {
    expect(
      fieldsOf(companyInvoiceDataSchema, { ...company, taxNumber: '5260250275', companyZipCode: '00950' }),
    ).toEqual([
      { path: 'taxNumber', message: 'invalid_tax_number' },
      { path: 'companyZipCode', message: 'invalid_zip_code' },
    ]);
    expect(
      companyInvoiceDataSchema.parse({
        ...company,
        country: 'DE',
        taxNumber: 'DE123456789',
        companyZipCode: '10115',
      }).taxNumber,
    ).toBe('123456789');
    expect(
      fieldsOf(companyInvoiceDataSchema, { ...company, companyCity: ' ', companyStreet: undefined }),
    ).toEqual([
      { path: 'companyCity', message: 'required' },
      { path: 'companyStreet', message: 'required' },
    ]);
    expect(fieldsOf(companyInvoiceDataSchema, { ...company, country: 'US' })).toEqual([
      { path: 'country', message: 'invalid_value' },
    ]);
  });
});

describe('sign-up attributes and metadata', () => {
  it('carry the form into standard attributes and client metadata, and back through the trigger schemas', () => {
    const form = signUpSchema.parse({ ...signUp, accountType: 'business', smsConsent: true, language: 'en' });
    const attributes = signUpAttributes(form);
    expect(attributes).toEqual({
      email: 'jan@example.pl',
      name: 'Jan Kowalski',
      phone_number: '+48600100200',
      locale: 'en',
    });
    expect(signUpAttributesSchema.parse({ ...attributes, sub: 'x' })).toMatchObject(attributes);
    expect(signUpMetadata(form)).toEqual({ accountType: 'business', consents: 'terms,privacy,sms' });
    expect(signUpMetadataSchema.parse(signUpMetadata(form))).toEqual({
      accountType: 'business',
      consents: ['terms', 'privacy', 'sms'],
    });
  });

  it('refuse attributes with a bad phone and metadata that skips the required consents', () => {
    const attributes = signUpAttributes(signUpSchema.parse(signUp));
    expect(fieldsOf(signUpAttributesSchema, { ...attributes, phone_number: 'x' })).toEqual([
      { path: 'phone_number', message: 'invalid_phone' },
    ]);
    expect(fieldsOf(signUpMetadataSchema, { accountType: 'partner', consents: 'terms' })).toEqual([
      { path: 'accountType', message: 'invalid_value' },
      { path: 'consents', message: 'consent_required' },
    ]);
  });
});
