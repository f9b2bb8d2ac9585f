import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema } from '#shared/orders/delivery-address';
import { fieldMessages } from '#shared/validation';
import { lockerRules } from './parcel-locker-picker';
import { errorsStillShown, schemaErrors } from './step-form';

const contactRules = (data: Record<string, string>) => schemaErrors(deliveryAddressSchema, data);
const address = {
  firstName: 'Jan',
  surname: 'Kowalski',
  phone: '+48 600 100 200',
  email: 'jan@example.pl',
  street: 'Prosta',
  buildingNumber: '1',
  zipCode: '00-950',
  city: 'Warszawa',
};

describe("a checkout step's errors", () => {
  const reportedOnNext = Object.fromEntries(
    contactRules({}).map((error) => [error.path, error.message] as const),
  );

  it('are reported for every empty required field when the shopper moves on', () => {
    expect(reportedOnNext.firstName).toBe(fieldMessages.required);
    expect(reportedOnNext.city).toBe(fieldMessages.required);
  });

  it('clear for a field as soon as it is valid, the others staying until they are', () => {
    const shown = errorsStillShown(reportedOnNext, contactRules({ firstName: 'Jan' }));
    expect(shown.firstName).toBeUndefined();
    expect(shown.surname).toBe(fieldMessages.required);
    expect(errorsStillShown(reportedOnNext, contactRules(address))).toEqual({});
  });

  it('say what is wrong now while a field is still invalid', () => {
    const shown = errorsStillShown(reportedOnNext, contactRules({ ...address, zipCode: '0095' }));
    expect(Object.keys(shown)).toEqual(['zipCode']);
    expect(shown.zipCode).not.toBe(fieldMessages.required);
  });

  it('never show a field the shopper has not been told about yet', () => {
    const onlyCity = { city: fieldMessages.required };
    expect(errorsStillShown(onlyCity, contactRules({}))).toEqual(onlyCity);
  });

  it('clear for the parcel locker once one is chosen', () => {
    const reported = { parcelLockerId: fieldMessages.required };
    expect(errorsStillShown(reported, lockerRules({ q: 'Warszawa' }))).toEqual(reported);
    expect(errorsStillShown(reported, lockerRules({ q: 'Warszawa', parcelLockerId: 'WAW01M' }))).toEqual({});
  });

  it('stay as reported without rules, until the next report', () => {
    expect(errorsStillShown(reportedOnNext, undefined)).toBe(reportedOnNext);
  });
});
