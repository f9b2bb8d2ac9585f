import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { sendMailOnce } from '#functions/lib/mail';
import { documentsBucket, s3 } from '#functions/lib/s3';

// Run from a bundle made as a function's is (test/integration/bundled-aws-clients.test.ts): an object
// put into the documents bucket and read back (S3), and a mail sent once (SES, its send recorded in
// DynamoDB first). Prints what came back as one JSON line.

const [key = '', to = ''] = process.argv.slice(2);
await s3().send(
  new PutObjectCommand({
    Bucket: documentsBucket(),
    Key: key,
    Body: 'Zażółć gęślą jaźń',
    ContentType: 'text/plain',
  }),
);
const read = await s3().send(new GetObjectCommand({ Bucket: documentsBucket(), Key: key }));
const body = await read.Body?.transformToString();
const messageId = await sendMailOnce(`bundled-aws-calls:${key}`, {
  to,
  subject: 'Paczka funkcji',
  text: 'Wysłane z paczki funkcji.',
  html: '<p>Wysłane z paczki funkcji.</p>',
});
const again = await sendMailOnce(`bundled-aws-calls:${key}`, { to, subject: '-', text: '-', html: '-' });
console.log(JSON.stringify({ body, contentType: read.ContentType, messageId, again: again ?? null }));
