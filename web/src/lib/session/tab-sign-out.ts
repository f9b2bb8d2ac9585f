// Signing out in one tab signs out every tab (spec section 4): the tab that signs out announces it on
// a BroadcastChannel; the others drop their copy of the user and say why.

const channelName = 'shop.session';
const signedOut = { type: 'signed-out' } as const;

export const isSignOutMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === signedOut.type;

export const announceSignOut = () => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(signedOut);
  channel.close();
};

/** Calls `onSignedOut` when another tab signs out; returns the unsubscribe. */
export const onSignOutElsewhere = (onSignedOut: () => void): (() => void) => {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent) => isSignOutMessage(event.data) && onSignedOut();
  return () => channel.close();
};
