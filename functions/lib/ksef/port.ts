// The KSeF port: send one FA(3) invoice in an interactive session and learn its fate.
// The adapter (ksef-client.ts) speaks KSeF API 2.0; locally it talks to the simulator
// (infra/local/simulators/ksef/). KSeF not answering throws `KsefUnavailableError` (ksef-http.ts):
// the caller marks the invoice offline and sends it later.

/** Where KSeF keeps a sent invoice: its session and its own reference in it. */
export interface KsefReference {
  sessionReference: string;
  invoiceReference: string;
}

export type KsefOutcome =
  /** KSeF took the invoice: its KSeF number, when, and the UPO (official receipt, XML). */
  | { state: 'accepted'; reference: KsefReference; ksefNumber: string; acceptedAt: string; upo: string }
  /** KSeF refused it (a schema or semantic error, a duplicate): its status code and what it said. */
  | { state: 'rejected'; reference: KsefReference; code: number; description: string; details: string[] }
  /** Still being processed when we stopped asking: ask `status` again later. */
  | { state: 'processing'; reference: KsefReference };

export interface KsefPort {
  /** Sends the FA(3) XML of an invoice of `sellerNip`; `offline` for one issued while KSeF was away. */
  send(p: { xml: string; sellerNip: string; offline: boolean }): Promise<KsefOutcome>;
  /** The outcome of an invoice sent before. */
  status(p: { reference: KsefReference; sellerNip: string }): Promise<KsefOutcome>;
}
