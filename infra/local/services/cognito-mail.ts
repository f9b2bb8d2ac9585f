import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import type { Invoke } from '../lambda';
import type { MailOutbox } from './mail-outbox';

// Cognito sends the custom message trigger's e-mail itself; cognito-local only prints it. This puts
// it in the local mail outbox instead, so testers read codes at /_local/mail. The trigger sees only
// Cognito's `{####}` placeholder: cognito-local saves the code right after the trigger returns, so
// the code is read from its data file once it changes.

const codePlaceholder = '{####}';

const codeOf = (dbDir: string, userPoolId: string, userName: string): string | undefined => {
  try {
    const db = JSON.parse(readFileSync(join(dbDir, `${userPoolId}.json`), 'utf8')) as {
      Users?: Record<string, { ConfirmationCode?: string }>;
    };
    return db.Users?.[userName]?.ConfirmationCode;
  } catch {
    return undefined;
  }
};

const textOf = (html: string) =>
  html
    .replace(/<\/p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();

export const deliverCustomMessages = (options: {
  invoke: Invoke;
  /** cognito-local's data folder (`.cognito/db`). */
  dbDir: string;
  outbox: MailOutbox;
  from: string;
}): Invoke => {
  const deliver = async (event: CustomMessageTriggerEvent, before: string | undefined) => {
    const { emailMessage, emailSubject } = event.response;
    const to = event.request.userAttributes.email;
    if (!emailMessage || !to) return;
    for (let tries = 0; tries < 100; tries++) {
      const code = codeOf(options.dbDir, event.userPoolId, event.userName);
      if (code && code !== before) {
        const html = emailMessage.replaceAll(codePlaceholder, code);
        options.outbox.store({
          from: options.from,
          to: [to],
          subject: emailSubject ?? '',
          html,
          text: textOf(html),
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.error(`[cognito-mail] no code saved for ${event.triggerSource}; nothing delivered`);
  };

  return async (event) => {
    const request = event as CustomMessageTriggerEvent;
    const before = codeOf(options.dbDir, request.userPoolId, request.userName);
    const result = (await options.invoke(event)) as CustomMessageTriggerEvent;
    void deliver(result, before);
    return result;
  };
};
