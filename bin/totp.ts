// `npm run totp`: the demo staff members' authenticator codes now (the secrets `npm start` set up in
// `.data/`), for signing in on the site without an authenticator app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoTotpFile, totp } from '#infra/local/demo-staff-totp';

const file = demoTotpFile(process.env.SHOP_DATA_DIR ?? join(import.meta.dirname, '..', '.data'));
if (!existsSync(file)) {
  console.log('No demo staff authenticator yet: run `npm start` once.');
  process.exit(1);
}
const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
for (const [email, secret] of Object.entries(secrets))
  console.log(`${email}  ${totp(secret)}  (${left} s left)`);
