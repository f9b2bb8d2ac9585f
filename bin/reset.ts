import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm run reset`: wipes local data; the next `npm start` seeds afresh.
const dataDir = resolve(import.meta.dirname, '../.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`removed ${dataDir}`);
