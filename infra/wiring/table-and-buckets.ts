// Where the shop keeps its data: the one DynamoDB table and the S3 buckets.

export const table = {
  name: 'shop',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Overloaded indexes; what each holds is charted in functions/lib/table/README.md. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  ttlAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
} as const;

export const buckets = ['site', 'documents', 'exports'] as const;
export type BucketName = (typeof buckets)[number];
