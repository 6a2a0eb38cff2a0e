import { createContext, useContext } from 'react';
import type { WsClient } from '@/client/lib/ws-client.ts';

/**
 * The session's one socket, which the app holds (app/live) and features listen on or send over;
 * null while signed out or before it is open.
 */
export const LiveSocketContext = createContext<WsClient | null>(null);

/** The open socket's client, or null when there is none (signed out, or outside the provider). */
export function useLiveSocket(): WsClient | null {
  return useContext(LiveSocketContext);
}
