import { describe, expect, it } from 'vitest';
import { basketProducts } from '#shared/basket/sample-basket-products';
import { serviceFeeOf } from '#shared/device-as-a-service/service-fee';
import { customerBuyer, fakeBasketPorts, guestBuyer } from '../testing/fake-basket-ports';
import { changeBasketLine } from './change-basket-line';
import type { BasketPorts } from './deps';
import { withDeviceServices } from './with-device-services';

const { laptop, mouse, office } = basketProducts;

/** The fake basket ports whose catalogue read knows devices as a service, as `deps()` wires it. */
const portsWithServices = (units: Record<string, number> = {}) => {
  const fake = fakeBasketPorts({ products: [laptop, mouse, office], units });
  const ports: BasketPorts = {
    ...fake.ports,
    productsWithStock: withDeviceServices(fake.ports.productsWithStock, fake.ports.clock),
  };
  return { ...fake, ports };
};

/** Adds `quantity` of the laptop as a service to the buyer's basket. */
const addLaptopService = (ports: BasketPorts, buyer = customerBuyer(), quantity = 1) =>
  changeBasketLine(ports, buyer, { type: 'add', productId: `daas_${laptop.id}`, quantity });

describe('a device as a service in the basket', () => {
  it('is added as a monthly device-as-a-service line priced at 1/12 of the device', async () => {
    const { ports } = portsWithServices({ [laptop.id]: 5 });
    const result = await addLaptopService(ports, customerBuyer(), 3);
    const devicePrice = laptop.prices.PLN.price;
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [
          {
            productId: `daas_${laptop.id}`,
            kind: 'device-as-a-service',
            quantity: 3,
            unitNet: serviceFeeOf(devicePrice),
          },
        ],
        messages: [],
      },
    });
  });

  it('takes the device’s counted units: beyond them it is capped, with the stock-limit message', async () => {
    const { ports } = portsWithServices({ [laptop.id]: 1 });
    const result = await addLaptopService(ports, customerBuyer(), 3);
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [{ productId: `daas_${laptop.id}`, quantity: 1 }],
        messages: [{ code: 'stock_limit_exceeded' }],
      },
    });
  });

  it.each([
    ['no device', 'daas_no-such-device'],
    ['an accessory', `daas_${mouse.id}`],
    ['a licence', `daas_${office.id}`],
  ])('is not found when its id names %s', async (_, productId) => {
    const { ports, baskets } = portsWithServices();
    expect(await changeBasketLine(ports, customerBuyer(), { type: 'add', productId, quantity: 1 })).toEqual({
      ok: false,
      code: 'product_not_found',
    });
    expect(baskets.size).toBe(0);
  });

  it('is refused to a guest, who must sign in first (an IT service)', async () => {
    const { ports } = portsWithServices();
    const result = await addLaptopService(ports, guestBuyer());
    expect(result).toMatchObject({
      ok: true,
      value: {
        lines: [],
        messages: [{ code: 'sign_in_required_for_product', productId: `daas_${laptop.id}` }],
      },
    });
  });

  it('leaves the device itself a line of its own', async () => {
    const { ports } = portsWithServices();
    await changeBasketLine(ports, customerBuyer(), { type: 'add', productId: laptop.id, quantity: 1 });
    const result = await changeBasketLine(ports, customerBuyer(), {
      type: 'add',
      productId: `daas_${laptop.id}`,
      quantity: 1,
    });
    expect(result.ok && result.value.lines.map((line) => [line.productId, line.kind])).toEqual([
      [laptop.id, 'hardware'],
      [`daas_${laptop.id}`, 'device-as-a-service'],
    ]);
  });
});
