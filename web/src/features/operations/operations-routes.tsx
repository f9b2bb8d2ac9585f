import { MessagePage } from '../../components/message-page';
import { useProfile } from '../../lib/session/profile-store';
import { OrderQueuePage } from './order-queue-page';
import { StaffMessages } from './staff-messages';
import { StaffOrderPage } from './staff-order-page';

/** The staff group whose token may move orders (functions/orders/README.md). */
export const operationsGroup = 'operations';

export type OperationsRouteKey = 'staffOrders' | 'staffOrder';

/**
 * The operations back office, one chunk: the order queue and an order's page, in the staff's
 * strings (Polish, or English for any other language). A signed-in user outside the operations group
 * (the token's `cognito:groups`, set once TOTP is) sees the no-access page.
 */
export const OperationsRoute = ({ route, orderId }: { route: OperationsRouteKey; orderId?: string }) => {
  const profile = useProfile();
  if (!profile?.groups.includes(operationsGroup))
    return <MessagePage title="page.noAccess.title" text="page.noAccess.text" />;
  return (
    <StaffMessages>
      {route === 'staffOrder' && orderId ? <StaffOrderPage key={orderId} id={orderId} /> : <OrderQueuePage />}
    </StaffMessages>
  );
};
