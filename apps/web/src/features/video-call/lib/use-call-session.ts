/**
 * A CallSession (call-session.ts) for the life of a screen: started once the local camera is ready,
 * left when the screen goes away, and left when the page is closed or reloaded (docs/product/back-office.md § Screens:
 * "Leaving also happens on page unload"), so the other side is told at once.
 */
import type { SignalPart } from '@kilau/shared';
import { useEffect, useRef, useState } from 'react';
import { CallSession, type CallSnapshot } from './call-session';

const INITIAL: CallSnapshot = { phase: 'connecting', problem: null, remoteStream: null, refusal: null };

export function useCallSession(options: {
  part: SignalPart;
  localStream: MediaStream | null;
  /** A room token and ICE servers for each (re)connection. Read when the session starts. */
  connect: () => Promise<{ token: string; iceServers: RTCIceServer[] }>;
  /** Runs as the page unloads, before the session leaves (the officer's recording closes there). */
  onUnload?: () => void;
}) {
  const [snapshot, setSnapshot] = useState<CallSnapshot>(INITIAL);
  const sessionRef = useRef<CallSession | null>(null);
  const connectRef = useRef(options.connect);
  connectRef.current = options.connect;
  const unloadRef = useRef(options.onUnload);
  unloadRef.current = options.onUnload;
  const { part, localStream } = options;

  useEffect(() => {
    if (!localStream) return;
    const session = new CallSession({
      part,
      localStream,
      connect: () => connectRef.current(),
      onChange: setSnapshot,
    });
    sessionRef.current = session;
    void session.start();
    const onPageHide = () => {
      unloadRef.current?.();
      session.leave();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      session.leave();
      sessionRef.current = null;
    };
  }, [part, localStream]);

  return { ...snapshot, leave: () => sessionRef.current?.leave() };
}
