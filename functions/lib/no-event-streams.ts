// What the function bundles (infra/wiring/function-bundle.ts) give the AWS SDK in place of
// `@smithy/core/event-streams`, the codec of the operations that stream events (S3's
// SelectObjectContent, Lambda's InvokeWithResponseStream, Bedrock's streams): no function of the shop
// calls one. Every client's protocol reaches that module through a dynamic import esbuild bundles all
// the same: about 19 KB of every bundle, none of it ever run. A protocol that meets a streamed member
// gets a codec here that refuses. `test/integration/bundled-aws-clients.test.ts` runs a bundle against
// S3, SES and DynamoDB.

const refuse = (): never => {
  throw new Error('No function of the shop streams events (functions/lib/no-event-streams.ts)');
};

/** What a protocol loads on meeting a streamed member: refusing. */
export class EventStreamSerde {
  constructor() {
    refuse();
  }
}
