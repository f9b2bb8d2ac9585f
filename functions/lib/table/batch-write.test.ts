import { afterEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../dynamo';
import { putAll } from './batch-write';

// Seeding 20,000 products into DynamoDB Local met a batch with no answer within the client's time-out;
// a put again writes the same item, so such a batch is sent again. Proven with a stubbed client.

vi.stubEnv('TABLE_NAME', 'shop');

afterEach(() => vi.restoreAllMocks());

const timeout = () =>
  Object.assign(new Error('a request has exceeded the configured requestTimeout'), { name: 'TimeoutError' });
const items = Array.from({ length: 30 }, (_, n) => ({ pk: `P#${n}`, sk: 'P' }));

describe('putAll', () => {
  it('sends a batch again after no answer in time, and every batch of 25 once answered', async () => {
    const send = vi
      .spyOn(documents(), 'send')
      .mockRejectedValueOnce(timeout())
      .mockResolvedValue({ UnprocessedItems: {} } as never);
    await putAll(items);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts, and at once on another failure', async () => {
    const send = vi.spyOn(documents(), 'send').mockRejectedValue(timeout());
    await expect(putAll(items)).rejects.toThrow('requestTimeout');
    expect(send).toHaveBeenCalledTimes(8);
    send.mockReset().mockRejectedValue(new Error('ValidationException'));
    await expect(putAll(items)).rejects.toThrow('ValidationException');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
