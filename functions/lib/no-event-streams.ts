// What the function bundles (infra/wiring/function-bundle.ts) give the AWS SDK in place of
// `@smithy/core/event-streams`, the codec of the operations that stream events (S3's
// SelectObjectContent, Lambda's InvokeWithResponseStream, Bedrock's streams): no function of the shop
// calls one. Every client's protocol reaches that module through a dynamic import esbuild bundles all
// the same, and the S3 client builds its marshaller when it is made: about 19 KB of every bundle, none
// of it ever run. The S3 client gets a marshaller here that throws when used; so does any protocol that
// meets a streamed member. `test/integration/bundled-aws-clients.test.ts` runs a bundle against S3,
// SES and DynamoDB.

const refuse = (): never => {
  throw new Error('No function of the shop streams events (functions/lib/no-event-streams.ts)');
};

/** The S3 client's marshaller of event streams: never used, so refusing. */
export const eventStreamSerdeProvider = () => ({ serialize: refuse, deserialize: refuse });

/** The S3 client's configuration step that makes its marshaller (as the SDK's own does). */
export const resolveEventStreamSerdeConfig = <
  Input extends { eventStreamSerdeProvider: (input: Input) => unknown },
>(
  input: Input,
) => Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

/** What a protocol loads on meeting a streamed member: refusing. */
export class EventStreamSerde {
  constructor() {
    refuse();
  }
}
