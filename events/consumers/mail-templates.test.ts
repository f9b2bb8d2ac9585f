import { describe, expect, it } from 'vitest';
import { languageOf, templateProblems } from '#functions/lib/mail-templates';
import { formKinds } from '#shared/forms/form-schemas';
import { languages } from '#shared/locale';
import { orderStatuses } from '#shared/orders/order-states';
import { availabilityTemplate } from './availability-mail';
import { acknowledgementTemplate, salesTemplate } from './delivery-time-question-mails';
import { confirmationTemplate as formConfirmationTemplate, formNames, staffTemplate } from './form-mails';
import { alreadySubscribedTemplate, confirmationTemplate } from './newsletter-mails';
import { orderConfirmationTemplate, orderStatusNames, orderStatusTemplate } from './order-mails';
import {
  availabilityConfirmedTemplate,
  financingDeclinedTemplate,
  paymentReminderTemplate,
  surplusRefundTemplate,
} from './order-payment-mails';
import { partReturnTemplate } from './part-return-mail';
import { provisioningFailedTemplate, renewalOfferTemplate } from './subscription-mails';

// Every mail the consumers send: a Polish text, a declared fallback that has texts, every placeholder
// declared (so each is filled), and the languages each mail is written in.

const templates = {
  availabilityTemplate,
  acknowledgementTemplate,
  salesTemplate,
  confirmationTemplate,
  alreadySubscribedTemplate,
  orderConfirmationTemplate,
  orderStatusTemplate,
  availabilityConfirmedTemplate,
  financingDeclinedTemplate,
  surplusRefundTemplate,
  paymentReminderTemplate,
  partReturnTemplate,
  provisioningFailedTemplate,
  renewalOfferTemplate,
  staffTemplate,
  formConfirmationTemplate,
};

describe('the mail templates of the event consumers', () => {
  it.each(Object.entries(templates))(
    '%s has Polish, and every placeholder of each language is declared',
    (_, template) => {
      expect(template.texts.pl).toBeDefined();
      expect(templateProblems(template)).toEqual([]);
    },
  );

  it('writes the availability and acknowledgement mails in pl, en and de, else in English', () => {
    for (const template of [availabilityTemplate, acknowledgementTemplate]) {
      expect(languages.map((language) => languageOf(template, language))).toEqual(
        languages.map((language) => (['pl', 'en', 'de'].includes(language) ? language : 'en')),
      );
    }
  });

  it('writes the newsletter and subscription mails in every language and the sales mail in Polish', () => {
    for (const template of [
      confirmationTemplate,
      alreadySubscribedTemplate,
      provisioningFailedTemplate,
      renewalOfferTemplate,
    ]) {
      expect(languages.map((language) => languageOf(template, language))).toEqual([...languages]);
    }
    expect(languages.map((language) => languageOf(salesTemplate, language))).toEqual(
      languages.map(() => 'pl'),
    );
  });

  it("writes a form's confirmation, and names each form, in every language; the staff's in Polish", () => {
    expect(languages.map((language) => languageOf(formConfirmationTemplate, language))).toEqual([
      ...languages,
    ]);
    expect(languages.map((language) => languageOf(staffTemplate, language))).toEqual(
      languages.map(() => 'pl'),
    );
    for (const language of languages) expect(Object.keys(formNames[language])).toEqual([...formKinds]);
  });

  it('writes the order confirmation, status, payable-later, payment reminder, surplus refund and part return mails, and names each status, in every language', () => {
    for (const template of [
      orderConfirmationTemplate,
      orderStatusTemplate,
      availabilityConfirmedTemplate,
      financingDeclinedTemplate,
      paymentReminderTemplate,
      surplusRefundTemplate,
      partReturnTemplate,
    ]) {
      expect(languages.map((language) => languageOf(template, language))).toEqual([...languages]);
    }
    for (const language of languages) {
      expect(Object.keys(orderStatusNames[language])).toEqual([...orderStatuses]);
    }
  });
});
