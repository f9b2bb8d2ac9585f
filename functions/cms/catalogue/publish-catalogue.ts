import { listCategories, listProducts } from '../../lib/table/catalogue';
import { publishIndex } from './published-index';

/** Publishes the stored catalogue's search index, priced at the rates in force on `day` (today). */
export const publishCatalogue = async (day = new Date().toISOString().slice(0, 10)) => {
  const [products, categories] = await Promise.all([listProducts(), listCategories()]);
  return { index: await publishIndex(products, categories, day), products };
};
