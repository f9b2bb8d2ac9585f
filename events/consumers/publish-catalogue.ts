import { publishCatalogue } from '../../functions/cms/catalogue/publish-catalogue';
import { productChanged } from '../contracts/product-changed';
import { sqsConsumer } from './sqs-consumer';

/** A product changed: publish the search index again, so listings show it within the cache lifespan. */
export const handler = sqsConsumer(productChanged, () => publishCatalogue());
