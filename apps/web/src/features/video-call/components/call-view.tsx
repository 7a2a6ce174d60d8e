/**
 * What both sides of a call see: the other person large, oneself small in the corner (as phones
 * show a call, and it fits a 390 px portrait screen), the call's state in words, and the camera
 * problems with what to do about them.
 */
import type { SignalPart } from '@kilau/shared';
import { MSG } from '@kilau/shared';
import { Alert, Badge, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { CallPhase, CallProblem } from '../lib/call-session';
import type { MediaProblem } from '../lib/use-call-media';

export function StreamVideo({
  stream,
  muted,
  label,
  testId,
  mirrored,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  testId: string;
  mirrored?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      data-testid={testId}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      style={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        background: '#1a1b1e',
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}

/** The other side's state in words, or null once their video plays. */
export function callStatusText(
  part: SignalPart,
  phase: CallPhase,
  problem: CallProblem,
  refusal: string | null = null,
): string | null {
  if (problem === 'refused') return refusal ?? MSG.videoSignalFailed;
  if (problem === 'roomBusy') return MSG.videoRoomBusy;
  if (problem === 'openedElsewhere') return MSG.videoOpenedElsewhere;
  if (problem === 'signalFailed') return MSG.videoSignalFailed;
  if (problem === 'reconnecting') return MSG.videoReconnecting;
  if (phase === 'ended') return MSG.videoCallEnded;
  if (phase === 'connected') return null;
  if (phase === 'waiting') {
    if (problem === 'peerLeft') return part === 'host' ? MSG.videoGuestLeft : MSG.videoHostLeft;
    return part === 'host' ? MSG.videoWaitingForGuest : MSG.videoWaitingForHost;
  }
  return MSG.videoConnecting;
}

export function CallView({
  part,
  localStream,
  remoteStream,
  phase,
  problem,
  refusal = null,
  children,
}: {
  part: SignalPart;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  phase: CallPhase;
  problem: CallProblem;
  /** The server's words when it refused the room. */
  refusal?: string | null;
  /** Under the videos: Leave Room and the like. */
  children?: React.ReactNode;
}) {
  const status = callStatusText(part, phase, problem, refusal);
  const otherLabel = part === 'host' ? MSG.videoGuest : MSG.videoHost;
  // Portrait on a phone held upright, landscape on a wider screen.
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        style={{
          borderRadius: 8,
          overflow: 'hidden',
          aspectRatio: wide ? '4 / 3' : '3 / 4',
          maxHeight: '68dvh',
        }}
        bg="dark.7"
        mx="auto"
        w="100%"
        maw={720}
      >
        <Box pos="absolute" inset={0}>
          <StreamVideo stream={remoteStream} muted={false} label={otherLabel} testId="remote-video" />
        </Box>
        <Badge pos="absolute" top={8} left={8} color="dark" variant="filled">
          {otherLabel}
        </Badge>
        {status && (
          <Center pos="absolute" inset={0} p="md">
            <Stack align="center" gap="xs">
              {(phase === 'connecting' || phase === 'negotiating' || problem === 'reconnecting') && (
                <Loader color="white" size="sm" />
              )}
              <Text c="white" ta="center" fw={600} role="status" aria-live="polite">
                {status}
              </Text>
            </Stack>
          </Center>
        )}
        <Box
          pos="absolute"
          right={8}
          bottom={8}
          w={{ base: 96, sm: 160 }}
          style={{ aspectRatio: '3 / 4', borderRadius: 6, overflow: 'hidden', border: '2px solid white' }}
        >
          <StreamVideo stream={localStream} muted label={MSG.videoYou} testId="local-video" mirrored />
        </Box>
      </Box>
      {children}
    </Stack>
  );
}

/** 'Cannot get media devices' (docs/product/back-office.md § Messages) and what to do about it. */
export function MediaProblemAlert({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  return (
    <Alert color="red" title={MSG.attachCameraUnavailable} role="alert">
      <Stack gap="sm">
        <Text size="sm">
          {problem === 'blocked' ? MSG.videoCameraBlockedHelp : MSG.videoCameraMissingHelp}
        </Text>
        <Button variant="white" color="red" onClick={onRetry} w="fit-content">
          {MSG.videoTryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}
