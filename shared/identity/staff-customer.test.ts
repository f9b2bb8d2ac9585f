import { describe, expect, it } from 'vitest';
import { accountTypeIds } from './account-types';
import { customerActionsOf, signInChangeSchema, staffCustomersQuerySchema } from './staff-customer';

const { partner, customer, business } = accountTypeIds;

describe("the staff's actions on a customer's account", () => {
  it('offers an unconfirmed sign-up only its code again', () => {
    expect(customerActionsOf({ signUp: 'unconfirmed', signInBlocked: false })).toEqual([
      'resendConfirmation',
    ]);
  });

  it('offers blocking sign-in, or lifting the block, the business conversion to a private customer and the partner enrolment to a business one', () => {
    expect(customerActionsOf({ signUp: 'confirmed', signInBlocked: false, accountTypeId: customer })).toEqual(
      ['blockSignIn', 'convertToBusiness'],
    );
    expect(customerActionsOf({ signUp: 'confirmed', signInBlocked: true, accountTypeId: business })).toEqual([
      'unblockSignIn',
      'enrolPartner',
    ]);
    expect(customerActionsOf({ signUp: 'confirmed', signInBlocked: false, accountTypeId: partner })).toEqual([
      'blockSignIn',
    ]);
  });

  it('offers a partner with terms her suspension, and a suspended one her reinstatement', () => {
    const account = { signUp: 'confirmed', signInBlocked: false, accountTypeId: partner } as const;
    expect(customerActionsOf({ ...account, partner: 'active' })).toEqual(['blockSignIn', 'suspendPartner']);
    expect(customerActionsOf({ ...account, partner: 'suspended' })).toEqual([
      'blockSignIn',
      'reinstatePartner',
    ]);
  });

  it('refuses a phrase over 254 characters, an empty one, and a block that is not a yes or no', () => {
    expect(staffCustomersQuerySchema.safeParse({ q: 'x'.repeat(255) }).success).toBe(false);
    expect(staffCustomersQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(staffCustomersQuerySchema.safeParse({ q: ' Nowak ' }).data).toEqual({ q: 'Nowak' });
    expect(signInChangeSchema.safeParse({ blocked: 'yes' }).success).toBe(false);
    expect(signInChangeSchema.safeParse({ blocked: true, by: 'me' }).success).toBe(false);
  });
});
