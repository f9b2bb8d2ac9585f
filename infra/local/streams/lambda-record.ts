import type { _Record, AttributeValue as StreamsAttributeValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord, StreamRecord } from 'aws-lambda';

// The SDK's GetRecords records are nearly what Lambda delivers; Lambda adds eventSourceARN, sends
// binary values as base64 and the creation time as epoch seconds.

type Image = Record<string, StreamsAttributeValue>;

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

const toLambdaValue = (value: StreamsAttributeValue): AttributeValue => {
  if (value.B) return { B: base64(value.B) };
  if (value.BS) return { BS: value.BS.map(base64) };
  if (value.M) return { M: toLambdaImage(value.M) };
  if (value.L) return { L: value.L.map(toLambdaValue) };
  // S, N, SS, NS, NULL and BOOL have the same shape in both.
  return value as AttributeValue;
};

const toLambdaImage = (image: Image): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));

export const toLambdaRecord = (record: _Record, eventSourceARN: string): DynamoDBRecord => {
  const stream = record.dynamodb ?? {};
  const dynamodb: StreamRecord = {
    ...(stream.ApproximateCreationDateTime && {
      ApproximateCreationDateTime: stream.ApproximateCreationDateTime.getTime() / 1000,
    }),
    ...(stream.Keys && { Keys: toLambdaImage(stream.Keys) }),
    ...(stream.NewImage && { NewImage: toLambdaImage(stream.NewImage) }),
    ...(stream.OldImage && { OldImage: toLambdaImage(stream.OldImage) }),
    SequenceNumber: stream.SequenceNumber,
    SizeBytes: stream.SizeBytes,
    StreamViewType: stream.StreamViewType,
  };
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    eventSourceARN,
    awsRegion: record.awsRegion,
    dynamodb,
    ...(record.userIdentity && {
      userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId },
    }),
  };
};
