import { describe, expect, it } from 'vitest';
import { type DeliveryAddress, deliveryAddressSchema } from '#shared/orders/delivery-address';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { maxSavedAddresses } from '#shared/orders/saved-address';
import { fakeAddressPorts } from '../testing/fake-address-ports';
import { addAddress } from './add-address';
import { editAddress } from './edit-address';
import { listAddresses } from './list-addresses';
import { removeAddress } from './remove-address';

// A signed-in customer's saved delivery addresses: at most 20, and only the
// caller's own can be read, edited or removed.

const home: DeliveryAddress = deliveryAddressSchema.parse(sampleGuestOrderInput.contact);
const office: DeliveryAddress = { ...home, city: 'Kraków', zipCode: '31-147', street: 'Długa' };

describe('saved addresses', () => {
  it('lists none for a customer who saved none', async () => {
    const { ports } = fakeAddressPorts();
    expect(await listAddresses(ports, { userId: 'u1' })).toEqual({ ok: true, value: { addresses: [] } });
  });

  it('adds an address under a new id and lists the caller’s addresses in the order added', async () => {
    const { ports } = fakeAddressPorts();
    expect(await addAddress(ports, { userId: 'u1', address: home })).toEqual({
      ok: true,
      value: { id: 'A0001', address: home },
    });
    await addAddress(ports, { userId: 'u1', address: office });
    await addAddress(ports, { userId: 'u2', address: office });
    expect(await listAddresses(ports, { userId: 'u1' })).toEqual({
      ok: true,
      value: {
        addresses: [
          { id: 'A0001', address: home },
          { id: 'A0002', address: office },
        ],
      },
    });
  });

  it(`refuses an address beyond ${maxSavedAddresses} with address_limit_reached and stores nothing`, async () => {
    const { ports } = fakeAddressPorts();
    for (let n = 0; n < maxSavedAddresses; n++) {
      expect((await addAddress(ports, { userId: 'u1', address: home })).ok).toBe(true);
    }
    expect(await addAddress(ports, { userId: 'u1', address: office })).toEqual({
      ok: false,
      code: 'address_limit_reached',
    });
    const listed = await listAddresses(ports, { userId: 'u1' });
    expect(listed.ok && listed.value.addresses).toHaveLength(maxSavedAddresses);
  });

  it('makes room for another address when one is removed', async () => {
    const { ports } = fakeAddressPorts();
    for (let n = 0; n < maxSavedAddresses; n++) await addAddress(ports, { userId: 'u1', address: home });
    await removeAddress(ports, { userId: 'u1', id: 'A0001' });
    expect((await addAddress(ports, { userId: 'u1', address: office })).ok).toBe(true);
  });

  it('edits the caller’s address', async () => {
    const { ports } = fakeAddressPorts();
    await addAddress(ports, { userId: 'u1', address: home });
    expect(await editAddress(ports, { userId: 'u1', saved: { id: 'A0001', address: office } })).toEqual({
      ok: true,
      value: { id: 'A0001', address: office },
    });
    expect(await listAddresses(ports, { userId: 'u1' })).toEqual({
      ok: true,
      value: { addresses: [{ id: 'A0001', address: office }] },
    });
  });

  it('removes the caller’s address and answers the remaining ones', async () => {
    const { ports } = fakeAddressPorts();
    await addAddress(ports, { userId: 'u1', address: home });
    await addAddress(ports, { userId: 'u1', address: office });
    expect(await removeAddress(ports, { userId: 'u1', id: 'A0001' })).toEqual({
      ok: true,
      value: { addresses: [{ id: 'A0002', address: office }] },
    });
  });

  it.each([
    ['an unknown id', 'A0099'],
    ['another customer’s address', 'A0001'],
  ])('answers address_not_found when editing or removing %s, changing nothing', async (_, id) => {
    const { ports } = fakeAddressPorts();
    await addAddress(ports, { userId: 'u2', address: home });
    expect(await editAddress(ports, { userId: 'u1', saved: { id, address: office } })).toEqual({
      ok: false,
      code: 'address_not_found',
    });
    expect(await removeAddress(ports, { userId: 'u1', id })).toEqual({
      ok: false,
      code: 'address_not_found',
    });
    expect(await listAddresses(ports, { userId: 'u2' })).toEqual({
      ok: true,
      value: { addresses: [{ id: 'A0001', address: home }] },
    });
  });
});
