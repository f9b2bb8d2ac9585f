import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { checkoutSteps } from '#shared/orders/order-client-state';
import { pathFor } from '#shared/routes';
import { AlertMessage } from '../../components/alert-message';
import { useBasketIn } from '../../lib/basket/basket-api';
import { basketFailureMessage } from '../../lib/basket/basket-failure';
import { useBasketScope } from '../../lib/basket/basket-scope';
import { MessageList } from '../../lib/basket/message-list';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { AccountStep } from './account-step';
import type { PlacedOrder } from './api/place-order-api';
import { checkoutAccountTypeOf } from './checkout-rules';
import { useCheckoutState } from './checkout-store';
import { deliveryCountryOfState, vatIdOfInvoice } from './order-input';
import { StepList } from './step-list';
import type { StepProps } from './step-props';

// The first step comes with the page; the later ones, the summary and the thank-you page are chunks
// of their own, all fetched as soon as the page has shown, so moving on never waits for them.
const laterParts = {
  delivery: () => import('./delivery-step').then((m) => ({ default: m.DeliveryStep })),
  invoice: () => import('./invoice-step').then((m) => ({ default: m.InvoiceStep })),
  payment: () => import('./payment-step').then((m) => ({ default: m.PaymentStep })),
  summary: () => import('./summary-step').then((m) => ({ default: m.SummaryStep })),
  thankYou: () => import('./thank-you').then((m) => ({ default: m.ThankYou })),
};
const SummaryStep = lazy(laterParts.summary);
const ThankYou = lazy(laterParts.thankYou);

const formSteps: Record<Exclude<(typeof checkoutSteps)[number], 'summary'>, ComponentType<StepProps>> = {
  account: AccountStep,
  delivery: lazy(laterParts.delivery),
  invoice: lazy(laterParts.invoice),
  payment: lazy(laterParts.payment),
};

const loadingNote = <p aria-busy="true" className="loading" />;

/**
 * `/zamowienie/`: the checkout's numbered steps (spec section 2) over the visitor's basket, the order
 * client state kept across reloads. An empty basket sends the visitor home; a placed order shows the
 * thank-you page and the state starts afresh.
 */
export const CheckoutPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const profile = useProfile();
  const [state, dispatch] = useCheckoutState();
  // Priced as the order will be: with the VAT id of the company invoice data once it is typed, and
  // the goods' VAT of where they go once the shipping method is chosen.
  const vatId = vatIdOfInvoice(state);
  const deliveryCountry = deliveryCountryOfState(state);
  const visitorScope = useBasketScope();
  const scope = useMemo(
    () => ({
      ...visitorScope,
      ...(vatId ? { vatId } : {}),
      ...(deliveryCountry ? { deliveryCountry } : {}),
    }),
    [visitorScope, vatId, deliveryCountry],
  );
  const { data: basket, error, mutate } = useBasketIn(scope, { keepPrevious: true });
  const [placed, setPlaced] = useState<PlacedOrder>();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.currentStep);
  useEffect(() => {
    for (const load of Object.values(laterParts)) void load();
  }, []);
  usePageHead({
    title: `${intl.formatMessage({ id: 'checkout.title' })} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: '',
    noindex: true,
  });

  // A signed-in customer buys as their account.
  const accountType = profile ? checkoutAccountTypeOf(profile.accountTypeId) : undefined;
  useEffect(() => {
    if (accountType && state.accountType !== accountType)
      dispatch({ type: 'chooseAccountType', accountType });
  }, [accountType, state.accountType, dispatch]);

  // Signed out while here: the order data starts afresh (spec section 4).
  const signedIn = profile !== undefined;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) dispatch({ type: 'signedOut' });
    wasSignedIn.current = signedIn;
  }, [signedIn, dispatch]);

  const empty = basket?.lines.length === 0;
  useEffect(() => {
    if (empty && !placed) navigate(pathFor('home', language), { replace: true });
  }, [empty, placed, navigate, language]);

  // A new step's heading takes the focus, so a screen reader starts reading there.
  useEffect(() => {
    if (shownStep.current === state.currentStep) return;
    shownStep.current = state.currentStep;
    heading.current?.focus();
  }, [state.currentStep]);

  if (placed)
    return (
      <Suspense fallback={loadingNote}>
        <ThankYou order={placed} />
      </Suspense>
    );
  if (!basket || empty) {
    return error && !basket ? <AlertMessage id={basketFailureMessage(error, 'load')} /> : loadingNote;
  }
  const step = checkoutSteps[state.currentStep - 1] ?? 'account';
  const props: StepProps = { state, dispatch, basket, profile };
  const FormStep = step === 'summary' ? undefined : formSteps[step];
  return (
    <section className="checkout">
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      <MessageList messages={basket.messages} />
      <StepList state={state} dispatch={dispatch} />
      <h2 ref={heading} tabIndex={-1}>
        <FormattedMessage
          id="checkout.stepHeading"
          values={{ number: state.currentStep, name: intl.formatMessage({ id: `checkout.step.${step}` }) }}
        />
      </h2>
      <Suspense fallback={loadingNote}>
        {FormStep ? (
          <FormStep {...props} />
        ) : (
          <SummaryStep
            {...props}
            scope={scope}
            onBasketChanged={() => void mutate()}
            onPlaced={(order) => {
              setPlaced(order);
              dispatch({ type: 'orderPlaced', realizationId: order.id });
              void mutate();
            }}
          />
        )}
      </Suspense>
    </section>
  );
};
