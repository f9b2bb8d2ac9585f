import { awaitingStates } from '#shared/catalogue/availability-request';
import type { Availability } from '#shared/catalogue/product';
import type { Language } from '#shared/locale';

/** The message of an availability state; a presale names its release date in the page language. */
export const availabilityMessage = (
  availability: Availability,
  language: Language,
): { id: string; values?: Record<string, string> } =>
  availability.state === 'presale'
    ? {
        id: 'availability.presaleFrom',
        values: {
          date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(availability.date),
          ),
        },
      }
    : { id: `availability.${availability.state}` };

export type AvailabilityAction = 'notify' | 'ask';

/** What a customer can do about a product not deliverable now: ask when, or be told when it is. */
export const availabilityAction = (state: Availability['state']): AvailabilityAction | undefined => {
  if (state === 'ask-delivery-time') return 'ask';
  return awaitingStates.includes(state) ? 'notify' : undefined;
};
