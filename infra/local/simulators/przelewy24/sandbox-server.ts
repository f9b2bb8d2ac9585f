import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControlApi } from './control-api';
import { createHostedPage } from './hosted-page-routes';
import { createLedger } from './ledger';
import { createNotifier } from './notifier';
import { createPaymentRules } from './payment-rules';
import { createRestApi } from './rest-api';
import { defaultMinuteMs, demoAccount } from './test-data';

// A Przelewy24-compatible sandbox on its own port and origin (card data is typed only there): the REST
// API v1 the shop's adapter calls, the hosted payment page, the notifications, and a control API for
// tests. `npm start` and the test runtime start it next to the other servers (../../runtime.ts).

export interface SandboxOptions {
  /** 0 picks a free port. */
  port: number;
  /** Keeps the transactions and remembered cards across restarts. */
  dataFile?: string;
  /** How long one documented minute of the retry schedule lasts; default PRZELEWY24_SANDBOX_SCALE or 100 ms. */
  minuteMs?: number;
}

export const startPrzelewy24Sandbox = async (options: SandboxOptions) => {
  const minuteMs = options.minuteMs ?? (Number(process.env.PRZELEWY24_SANDBOX_SCALE) || defaultMinuteMs);
  const ledger = createLedger(options.dataFile);
  const notifier = createNotifier({ crc: demoAccount.crc, minuteMs });
  // The buyer confirms BLIK in the bank app about three (documented) seconds after the code is taken.
  const rules = createPaymentRules({ ledger, notifier, blikConfirmMs: (minuteMs * 3) / 60 });
  const handlers = [
    createRestApi({ account: demoAccount, ledger, notifier, rules }),
    createHostedPage({ ledger, rules }),
    createControlApi({ ledger, notifier, rules }),
  ];
  const server: Server = createServer((req, res) => {
    if (handlers.some((handle) => handle(req, res))) return;
    req.resume();
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'Not found', code: 404 }));
  });
  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => done());
  });
  // Payments waiting for their verify call when the sandbox last stopped are notified again.
  for (const transaction of ledger.unverified()) notifier.paymentMade(transaction);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The shop's local configuration for its Przelewy24 adapter. */
    shopEnvironment: {
      PRZELEWY24_ENDPOINT: url,
      PRZELEWY24_MERCHANT_ID: String(demoAccount.merchantId),
      PRZELEWY24_POS_ID: String(demoAccount.posId),
      PRZELEWY24_CRC: demoAccount.crc,
      PRZELEWY24_API_KEY: demoAccount.apiKey,
    },
    close: () => {
      notifier.stop();
      rules.stop();
      ledger.flush();
      return new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
};
export type Przelewy24Sandbox = Awaited<ReturnType<typeof startPrzelewy24Sandbox>>;
