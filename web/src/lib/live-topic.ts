import { useEffect, useRef, useState } from 'react';
import { type LiveFrame, type SubscribeMessage, topicSchema } from '#shared/live';
import { useShopSettings } from './api-client';

// The live-status WebSocket (functions/live): one connection per watched topic, which subscribes once
// open and opens again after a drop (AWS closes idle sockets after 10 minutes and any after 2 hours).

/** The wait before reconnect attempt `attempt` (from 0): 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelayMs = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

export interface LiveWatch {
  topic: string;
  /** The order link's token: a guest's proof for an `order:` topic. */
  token?: string | undefined;
  /** The signed-in owner's ID token, sent at connect (`?token=`); absent for a guest. */
  connectToken?: (() => Promise<string | undefined>) | undefined;
  /** A push for the topic arrived, or the connection came back (a push may have been missed meanwhile). */
  onChange: (frame: LiveFrame | undefined) => void;
}

const isFrame = (data: unknown): data is LiveFrame =>
  typeof data === 'object' && data !== null && 'type' in data && 'topic' in data;

/** Watches a topic while mounted; answers whether the subscription is in place now. */
export const useLiveTopic = ({ topic, token, connectToken, onChange }: LiveWatch): boolean => {
  const url = useShopSettings().data?.liveUrl;
  const [subscribed, setSubscribed] = useState(false);
  const latest = useRef({ onChange, connectToken });
  latest.current = { onChange, connectToken };

  useEffect(() => {
    if (!url || !topicSchema.safeParse(topic).success) return;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const subscribe: SubscribeMessage = { action: 'subscribe', topic, ...(token ? { token } : {}) };

    const connect = async () => {
      const idToken = await latest.current.connectToken?.();
      if (stopped) return;
      const opened = new WebSocket(idToken ? `${url}?${new URLSearchParams({ token: idToken })}` : url);
      socket = opened;
      opened.onopen = () => opened.send(JSON.stringify(subscribe));
      opened.onmessage = (message) => {
        const frame: unknown = JSON.parse(String(message.data));
        if (!isFrame(frame) || frame.topic !== topic) return;
        if (frame.type === 'subscribed') {
          setSubscribed(true);
          if (attempt > 0) latest.current.onChange(undefined);
          attempt = 0;
        } else latest.current.onChange(frame);
      };
      opened.onclose = () => {
        setSubscribed(false);
        if (stopped) return;
        timer = setTimeout(() => void connect(), reconnectDelayMs(attempt));
        attempt += 1;
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [url, topic, token]);

  return subscribed;
};
