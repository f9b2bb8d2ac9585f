import { describe, expect, it } from 'vitest';
import { availabilityStates } from '#shared/catalogue/product';
import en from '../../../public/i18n/en.json';
import { availabilityAction, availabilityMessage } from './availability-text';

const messages: Record<string, string> = en;

describe('availability text', () => {
  it('has a message for each of the 11 states, a presale naming its date', () => {
    expect(availabilityStates).toHaveLength(11);
    for (const state of availabilityStates) {
      const { id } = availabilityMessage(
        state === 'presale' ? { state, date: '2026-03-01' } : { state },
        'en',
      );
      expect(messages[id], state).toBeDefined();
      // Facet labels name every state without a date.
      expect(messages[`availability.${state}`], state).toBeDefined();
    }
    expect(availabilityMessage({ state: 'presale', date: '2026-03-01' }, 'pl')).toEqual({
      id: 'availability.presaleFrom',
      values: { date: '1 marca 2026' },
    });
  });

  it('offers "ask for delivery time" and "notify me" where the product cannot be delivered now', () => {
    expect(availabilityAction('ask-delivery-time')).toBe('ask');
    expect(availabilityAction('notify-availability')).toBe('notify');
    expect(availabilityAction('expected-soon')).toBe('notify');
    expect(availabilityAction('instant')).toBeUndefined();
    expect(availabilityAction('discontinued')).toBeUndefined();
  });
});
