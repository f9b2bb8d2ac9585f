import { localDynamoTimeoutMs } from '#infra/local/runtime';
import { credentialsPath, localRegion } from '#infra/local/services/local-aws';
import { table } from '#infra/wiring';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';

// A guest shopper against the running shop (`npm start` on `port`), through the site's port as the
// browser calls it: a basket under its own cookie, and placement by transfer and courier with an
// Idempotency-Key. Also points this process's repository calls at the shop's table.

/** Makes `functions/lib/table` calls of this process reach the shop's DynamoDB Local, as its handlers do. */
export const useShopTable = (port: number) => {
  // The runtime puts its services on the ports after the site's: DynamoDB Local +1, emulated AWS +4.
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: localRegion,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port + 1}`,
    AWS_CONTAINER_CREDENTIALS_FULL_URI: `http://127.0.0.1:${port + 4}${credentialsPath}`,
    TABLE_NAME: table.name,
    DYNAMODB_TIMEOUT_MS: String(localDynamoTimeoutMs),
  });
};

export interface GuestBasket {
  cookie: string;
  version: string;
}

/** An answer's status and error code (none for a success); a placed order's id and link token. */
export interface Answer {
  status: number;
  code?: string;
  placed?: { id: string; linkToken: string };
}

/** How the report names an answer: `201`, or the status and code of a refusal. */
export const answerLabel = ({ status, code }: Answer) => (code ? `${status} ${code}` : String(status));

let keys = 0;

export const guestShopper = (port: number) => {
  const api = `http://127.0.0.1:${port}/api/orders`;
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** Adds each product to `cookie`'s basket (a new basket without one); the cookie and the basket's version. */
  const fill = async (items: readonly { productId: string; quantity: number }[], cookie = '') => {
    let basket: GuestBasket = { cookie, version: '' };
    for (const item of items) {
      const added = await send(
        'POST',
        '/basket/items',
        item,
        basket.cookie ? { cookie: `basket=${basket.cookie}` } : {},
      );
      const body = (await added.json()) as { version?: string; code?: string };
      if (added.status !== 200) throw new Error(`adding ${item.productId}: ${added.status} ${body.code}`);
      const setCookie = added.headers.getSetCookie().find((c) => c.startsWith('basket='));
      basket = {
        cookie: setCookie?.match(/^basket=([^;]*)/)?.[1] ?? basket.cookie,
        version: body.version ?? '',
      };
    }
    return basket;
  };

  /** Places the basket's order as a guest paying by transfer (or `paymentMethodId`), delivered by courier to `email`. */
  const place = async (
    { cookie, version }: GuestBasket,
    email: string,
    paymentMethodId = sampleGuestOrderInput.paymentMethodId,
  ): Promise<Answer> => {
    const placed = await send(
      'POST',
      '/orders',
      {
        ...sampleGuestOrderInput,
        contact: { ...sampleGuestOrderInput.contact, email },
        basketVersion: version,
        shippingMethod: 'courier',
        parcelLockerId: undefined,
        paymentMethodId,
      },
      { cookie: `basket=${cookie}`, 'idempotency-key': `bench-${process.pid}-${++keys}` },
    );
    const body = (await placed.json()) as { code?: string; id?: string; linkToken?: string };
    return placed.status === 201
      ? { status: 201, placed: { id: body.id ?? '', linkToken: body.linkToken ?? '' } }
      : { status: placed.status, code: body.code ?? 'no code' };
  };

  /** Cancels a guest's order with its link token. */
  const cancel = async ({ id, linkToken }: { id: string; linkToken: string }): Promise<Answer> => {
    const cancelled = await send('POST', `/orders/${id}/cancellation`, { token: linkToken });
    const body = (await cancelled.json()) as { code?: string };
    return {
      status: cancelled.status,
      ...(cancelled.status === 200 ? {} : { code: body.code ?? 'no code' }),
    };
  };

  return { fill, place, cancel };
};
