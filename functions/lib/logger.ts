import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs; never log request bodies, passwords or tokens. */
export const logger = new Logger({ serviceName: 'shop' });
