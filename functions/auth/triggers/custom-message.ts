import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { defaultLanguage, isLanguage, type Language } from '#shared/locale';
import { renderMail } from '../../lib/mail-templates';
import { type AccountMail, accountMails } from './account-mail-texts';

const mails: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AccountMail>> = {
  CustomMessage_SignUp: 'confirmSignUp',
  CustomMessage_ResendCode: 'confirmSignUp',
  CustomMessage_ForgotPassword: 'resetPassword',
};

/** The site passes its language as client metadata; otherwise the `locale` chosen at sign-up. */
const languageOf = (event: CustomMessageTriggerEvent): Language => {
  const language = event.request.clientMetadata?.language ?? event.request.userAttributes.locale;
  return isLanguage(language) ? language : defaultLanguage;
};

/** Localizes the confirmation and reset e-mails; other messages keep Cognito's defaults. */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const mail = mails[event.triggerSource];
  if (!mail) return event;
  const { subject, html } = renderMail(accountMails[mail], languageOf(event), {
    code: event.request.codeParameter,
  });
  event.response.emailSubject = subject;
  event.response.emailMessage = html;
  return event;
};
