import { describe, expect, it } from 'vitest';
import { toLambdaRecord } from './lambda-record';

const arn = 'arn:aws:dynamodb:eu-central-1:000000000000:table/shop/stream/2026-01-01T00:00:00.000';

describe('toLambdaRecord', () => {
  it('adds eventSourceARN, sends binary values as base64 and the creation time as epoch seconds', () => {
    const record = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'REMOVE',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'eu-central-1',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-01-01T00:00:10Z'),
          Keys: { pk: { S: 'a' } },
          OldImage: {
            pk: { S: 'a' },
            blob: { B: new Uint8Array([1, 2, 3]) },
            blobs: { BS: [new Uint8Array([255])] },
            nested: { M: { list: { L: [{ N: '1' }, { B: new Uint8Array([0]) }] } } },
            flags: { BOOL: true },
          },
          SequenceNumber: '100',
          SizeBytes: 42,
          StreamViewType: 'NEW_AND_OLD_IMAGES',
        },
        userIdentity: { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' },
      },
      arn,
    );

    expect(record).toEqual({
      eventID: 'e1',
      eventName: 'REMOVE',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      eventSourceARN: arn,
      awsRegion: 'eu-central-1',
      dynamodb: {
        ApproximateCreationDateTime: Date.parse('2026-01-01T00:00:10Z') / 1000,
        Keys: { pk: { S: 'a' } },
        OldImage: {
          pk: { S: 'a' },
          blob: { B: 'AQID' },
          blobs: { BS: ['/w=='] },
          nested: { M: { list: { L: [{ N: '1' }, { B: 'AA==' }] } } },
          flags: { BOOL: true },
        },
        SequenceNumber: '100',
        SizeBytes: 42,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
      userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
    });
    expect(record.dynamodb).not.toHaveProperty('NewImage');
  });
});
