// AWS's on-demand prices in eu-central-1 (Europe (Frankfurt)), in USD without tax or free tiers, that the
// bench's cost section multiplies its counts by (operation-cost.ts). Looked up on 2026-12-03. AWS's
// pricing pages render their region tables in the browser, so each figure says where it was read: most
// come from AWS's Price List files (`offers` below), dated by the file's publicationDate; `unconfirmed`
// marks a figure no copy of AWS's data available here confirmed (check it on the page before relying on it).

export interface Price {
  usd: number;
  /** What one `usd` buys. */
  per: string;
  /** The page that publishes it. */
  source: string;
  /** Where the figure was read and the date of that data. */
  read: string;
  unconfirmed?: true;
}

export const pricesLookedUp = '2026-12-03';

const offers = 'https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws';
const dynamoDb = {
  source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
  read: `${offers}/AmazonDynamoDB/current/eu-central-1/index.json, publicationDate 2026-08-15`,
};
const lambdaRead =
  'the page lists only the regions that differ from the base rates; artillery 2.0.28 `lib/platform/aws-lambda/prices.js` copies them (eu-central-1 not among them: the base rate)';

export const awsPrices = {
  lambdaRequest: {
    usd: 0.2 / 1e6,
    per: 'invocation',
    source: 'https://aws.amazon.com/lambda/pricing/',
    read: 'the page: $0.20 per 1M requests, the same in every region',
  },
  lambdaArmGbSecond: {
    usd: 0.0000133334,
    per: 'GB-second, Arm (Graviton)',
    source: 'https://aws.amazon.com/lambda/pricing/',
    read: lambdaRead,
  },
  lambdaX86GbSecond: {
    usd: 0.0000166667,
    per: 'GB-second, x86',
    source: 'https://aws.amazon.com/lambda/pricing/',
    read: lambdaRead,
  },
  dynamoReadUnit: {
    usd: 0.1525 / 1e6,
    per: 'read request unit (on-demand, Standard table class)',
    ...dynamoDb,
  },
  dynamoWriteUnit: {
    usd: 0.7625 / 1e6,
    per: 'write request unit (on-demand, Standard table class)',
    ...dynamoDb,
  },
  eventBridgeEvent: {
    usd: 1 / 1e6,
    per: 'custom event put (each 64 KB)',
    source: 'https://aws.amazon.com/eventbridge/pricing/',
    read: `${offers}/AWSEvents/current/eu-central-1/index.json, publicationDate 2026-05-29`,
  },
  sqsRequest: {
    usd: 0.4 / 1e6,
    per: 'standard queue request (each 64 KB), first 100 billion a month',
    source: 'https://aws.amazon.com/sqs/pricing/',
    read: `${offers}/AWSQueueService/current/eu-central-1/index.json, publicationDate 2025-08-28`,
  },
  s3PutRequest: {
    usd: 0.0054 / 1000,
    per: 'S3 Standard PUT, COPY, POST or LIST request',
    source: 'https://aws.amazon.com/s3/pricing/',
    read: `${offers}/AmazonS3/current/eu-central-1/index.json (EUC1-Requests-Tier1), publicationDate 2026-08-07`,
  },
  s3GetRequest: {
    usd: 0.00043 / 1000,
    per: 'S3 Standard GET, HEAD or other request',
    source: 'https://aws.amazon.com/s3/pricing/',
    read: `${offers}/AmazonS3/current/eu-central-1/index.json (EUC1-Requests-Tier2), publicationDate 2026-08-07`,
  },
  httpApiRequest: {
    usd: 1.2 / 1e6,
    per: 'HTTP API request (each 512 KB), first 300 million a month',
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    read: 'the page’s Europe (Frankfurt) rate; its table renders in the browser and no copy of the Price List file was at hand',
    unconfirmed: true,
  },
  webSocketMessage: {
    usd: 1.14 / 1e6,
    per: 'WebSocket message sent or received (each 32 KB), first billion a month',
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    read: 'the page’s Europe (Frankfurt) rate; its table renders in the browser and no copy of the Price List file was at hand',
    unconfirmed: true,
  },
  sesEmail: {
    usd: 0.1 / 1000,
    per: 'e-mail sent (each recipient)',
    source: 'https://aws.amazon.com/ses/pricing/',
    read: '$0.10 per 1,000 e-mails, the same in every region',
  },
  cloudFrontRequest: {
    usd: 0.012 / 10_000,
    per: 'HTTPS request, Europe',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    read: `${offers}/AmazonCloudFront/current/index.json (EU-Requests-Tier2-HTTPS), publicationDate 2026-08-31`,
  },
  cloudFrontGb: {
    usd: 0.085,
    per: 'GB sent to viewers, Europe, first 10 TB a month',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    read: `${offers}/AmazonCloudFront/current/index.json (EU-DataTransfer-Out-Bytes), publicationDate 2026-08-31`,
  },
} satisfies Record<string, Price>;

export type AwsPrices = Record<keyof typeof awsPrices, Price>;
