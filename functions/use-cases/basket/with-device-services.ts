import { deviceIdOf, deviceServiceOf } from '#shared/device-as-a-service/device-service-product';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import type { ProductsWithStock } from '../../lib/table/stock';

type ReadProducts = (ids: readonly string[]) => Promise<ProductsWithStock>;

/**
 * The catalogue read of the basket and placement, which also knows devices as a service: an id
 * `daas_<hardwareId>` reads its device and answers the service derived from it
 * (`#shared/device-as-a-service/device-service-product`), priced at the exchange-rate table in force
 * on the clock's day, exactly as the basket prices every line. A device that does not exist, or may
 * not be a service (an accessory, a licence), leaves the id unanswered: the product is not found.
 * The device's counted units come with the read, so a service takes them (`stockIdOf`).
 */
export const withDeviceServices =
  (read: ReadProducts, clock: () => Date): ReadProducts =>
  async (ids) => {
    const devices = new Map(
      ids.flatMap((id) => {
        const deviceId = deviceIdOf(id);
        return deviceId ? [[id, deviceId] as const] : [];
      }),
    );
    const catalogue = await read([...ids.filter((id) => !devices.has(id)), ...devices.values()]);
    const day = { rateTables: exchangeRateTables, day: clock().toISOString().slice(0, 10) };
    for (const [id, deviceId] of devices) {
      const device = catalogue.products.get(deviceId);
      const service = device && deviceServiceOf(device, day);
      if (service) catalogue.products.set(id, service);
    }
    return catalogue;
  };
