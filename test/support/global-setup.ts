import { buildSite } from '../../web/build';

/** Builds and pre-renders the site once for the whole run; the browser tests serve it. */
export default async function setup() {
  await buildSite('http://localhost:3000');
}
