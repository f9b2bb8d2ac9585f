import { demoProducts } from '#infra/local/demo-catalogue/products';
import { cacheDemoPictures } from '#infra/local/services/demo-pictures';
import { buildSite } from '../../web/build';

/**
 * Builds and pre-renders the site once for the whole run, which the browser tests serve, and renders
 * the demo pictures into this machine's cache, which their runtimes upload from.
 */
export default async function setup() {
  await Promise.all([buildSite('http://localhost:3000'), cacheDemoPictures(demoProducts)]);
}
