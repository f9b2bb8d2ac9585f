import { sendMailOnce } from '#functions/lib/mail';
import { documentsBucket } from '#functions/lib/s3';
import { putObject, readText } from '#functions/lib/s3-objects';

// Run from a bundle made as a function's is (test/integration/bundled-aws-clients.test.ts): an object
// put into the documents bucket and read back (S3), and a mail sent once (SES, its send recorded in
// DynamoDB first). Prints what came back as one JSON line.

const [key = '', to = ''] = process.argv.slice(2);
const object = { bucket: documentsBucket(), key };
await putObject({ ...object, body: 'Zażółć gęślą jaźń', contentType: 'text/plain' });
const body = await readText(object);
const messageId = await sendMailOnce(`bundled-aws-calls:${key}`, {
  to,
  subject: 'Paczka funkcji',
  text: 'Wysłane z paczki funkcji.',
  html: '<p>Wysłane z paczki funkcji.</p>',
});
const again = await sendMailOnce(`bundled-aws-calls:${key}`, { to, subject: '-', text: '-', html: '-' });
console.log(JSON.stringify({ body, messageId, again: again ?? null }));
