import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { deliveryAddressSchema } from '#shared/orders/delivery-address';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { maxSavedAddresses } from '#shared/orders/saved-address';
import { apiCall } from '../support/api-call';
import { signUpAndIn, startTestRuntime } from '../support/runtime';

// A signed-in customer's saved delivery addresses through the local gateway: add,
// list, edit, remove, the limit of 20, another customer's address and bad input.

let runtime: Runtime;
let ewa: string;
let jan: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  ewa = (await signUpAndIn(runtime, 'adresy-ewa@example.pl')).idToken;
  jan = (await signUpAndIn(runtime, 'adresy-jan@example.pl')).idToken;
}, 60_000);
afterAll(() => runtime?.stop());

const call = (token: string | undefined, method: string, path = '', body?: unknown) =>
  apiCall(runtime, method, `/api/clients/me/addresses${path}`, {
    ...(body === undefined ? {} : { body }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const home = sampleGuestOrderInput.contact;
const office = { ...home, zipCode: '31-147', city: 'Kraków', street: 'Długa', flatNumber: '4' };
/** An address as the API answers it: parsed by the shared schema (country defaulted, zip code upper-cased). */
const stored = (address: object) => deliveryAddressSchema.parse(address);

describe('saved addresses', () => {
  it('adds, lists, edits and removes a customer’s addresses', async () => {
    const added = await call(ewa, 'POST', '', home);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(String), address: stored(home) });
    const id = added.body.id as string;

    const listed = await call(ewa, 'GET');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ addresses: [{ id, address: stored(home) }] });

    const edited = await call(ewa, 'PUT', `/${id}`, office);
    expect(edited).toMatchObject({ status: 200, body: { id, address: stored(office) } });
    expect((await call(ewa, 'GET')).body).toEqual({ addresses: [edited.body] });

    expect(await call(ewa, 'DELETE', `/${id}`)).toMatchObject({ status: 200, body: { addresses: [] } });
    expect((await call(ewa, 'GET')).body).toEqual({ addresses: [] });
  });

  it(`refuses an address beyond ${maxSavedAddresses} with 409 address_limit_reached, also when sent at once`, async () => {
    const { idToken: token } = await signUpAndIn(runtime, 'adresy-limit@example.pl');
    const answers = await Promise.all(
      Array.from({ length: maxSavedAddresses + 3 }, () => call(token, 'POST', '', home)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(maxSavedAddresses);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused).toMatchObject({ status: 409, body: { code: 'address_limit_reached' } });
    }
    expect((await call(token, 'GET')).body.addresses).toHaveLength(maxSavedAddresses);
  });

  it("answers 404 address_not_found for another customer's address and leaves it as it was", async () => {
    const { body } = await call(jan, 'POST', '', office);
    for (const [method, sent] of [
      ['PUT', home],
      ['DELETE', undefined],
    ] as const) {
      expect(await call(ewa, method, `/${body.id}`, sent)).toMatchObject({
        status: 404,
        body: { code: 'address_not_found' },
      });
    }
    expect((await call(jan, 'GET')).body).toEqual({ addresses: [body] });
  });

  it.each(['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id'])(
    'answers 404 address_not_found for the id %s',
    async (id) => {
      expect(await call(ewa, 'DELETE', `/${id}`)).toMatchObject({
        status: 404,
        body: { code: 'address_not_found' },
      });
    },
  );

  it.each([
    ['a missing surname', { ...home, surname: undefined }, 'surname', 'required'],
    ['a zip code not in the country’s format', { ...home, zipCode: '1234' }, 'zipCode', 'invalid_zip_code'],
    ['an e-mail that is not one', { ...home, email: 'ewa' }, 'email', 'invalid_email'],
    ['a field the form does not have', { ...home, isDefault: true }, 'isDefault', 'unknown_field'],
  ])('answers 400 naming the field for %s, storing nothing', async (_, sent, path, message) => {
    const { idToken: token } = await signUpAndIn(runtime, `adresy-${path}@example.pl`);
    for (const answer of [
      await call(token, 'POST', '', sent),
      await call(jan, 'PUT', '/01ARZ3NDEKTSV4RRFFQ69G5FAV', sent),
    ]) {
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: expect.arrayContaining([{ path, message }]) },
      });
    }
    expect((await call(token, 'GET')).body).toEqual({ addresses: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await call(undefined, 'GET')).status).toBe(401);
  });
});
