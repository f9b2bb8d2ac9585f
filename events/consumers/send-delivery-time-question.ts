import { config } from '#functions/lib/config';
import { sendMailOnce } from '#functions/lib/mail';
import { getProduct } from '#functions/lib/table/catalogue';
import { getDeliveryTimeQuestion, markQuestionMailed } from '#functions/lib/table/delivery-time-questions';
import { deliveryTimeAsked } from '../contracts/delivery-time-asked';
import { acknowledgementMail, salesMail } from './delivery-time-question-mails';
import { sqsConsumer } from './sqs-consumer';

/**
 * catalogue.delivery-time-asked → the question to the sales team and an acknowledgement to the
 * customer. Each sent e-mail is marked on the question, so a retry sends only what is missing.
 */
export const handler = sqsConsumer(deliveryTimeAsked, async ({ eventId, data }) => {
  const question = await getDeliveryTimeQuestion(data.submittedAt, data.questionId);
  const product = await getProduct(data.productId);
  if (!question || !product) throw new Error(`delivery-time question ${data.questionId} cannot be read`);
  if (!question.salesMailedAt) {
    await sendMailOnce(`${eventId}:sales`, salesMail(config('sales').SALES_EMAIL, question, product));
    await markQuestionMailed(question, 'salesMailedAt');
  }
  if (!question.customerMailedAt) {
    await sendMailOnce(`${eventId}:asker`, acknowledgementMail(question, product));
    await markQuestionMailed(question, 'customerMailedAt');
  }
});
