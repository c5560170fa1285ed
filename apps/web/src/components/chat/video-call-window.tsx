import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslation } from 'react-i18next';
import type { FriendEntry } from '@bgc/shared';
import { useConfirm } from '../confirm-dialog/confirm-dialog-context.js';
import { hangUp, registerPeerKey, setCallUi, toggleLocal, useCallState } from './video-call.js';

/** The round buttons under the video (toggles and hang-up). */
const roundSx = { width: 52, height: 52, mx: 1 } as const;

/** A microphone or camera toggle of the call window (pressed = off). */
function LocalToggle(props: { off: boolean; label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <IconButton
      aria-label={props.label}
      aria-pressed={props.off}
      onClick={props.onClick}
      sx={{
        ...roundSx,
        bgcolor: props.off ? '#fff' : 'rgba(255,255,255,0.2)',
        color: props.off ? '#000' : '#fff',
        '&:hover': { bgcolor: props.off ? '#e0e0e0' : 'rgba(255,255,255,0.3)' },
      }}
    >
      {props.icon}
    </IconButton>
  );
}

function Video({
  stream,
  muted,
  label,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={muted ? 'local-video' : 'remote-video'}
      style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#111' }}
    />
  );
}

/**
 * CHAT-021..025: the video call window while calling (microphone and camera toggles, hang-up),
 * the incoming call question, and the alerts ('The videocall has finished' titled 'Call ended',
 * 'The call was declined', camera/microphone errors). Registers this tab's peer key.
 */
export function VideoCallLayer({ friends }: { friends: FriendEntry[] }) {
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const call = useCallState();
  const names = useRef(new Map<number, string>());
  names.current = new Map(friends.map((f) => [f.user.id, f.user.name]));

  useEffect(() => registerPeerKey(), []);
  useEffect(() => {
    setCallUi({
      askIncoming: (friendId) =>
        confirm({
          title: names.current.get(friendId) ?? t('incomingCallTitle'),
          message: t('incomingCall'),
          confirmText: t('accept'),
          cancelText: t('refuse'),
        }),
      alert: (message, title) =>
        void confirm({ variant: 'alert', title: title ?? t('videoCall'), message }),
      text: (key) => t(key),
    });
    return () => setCallUi(null);
  }, [confirm, t]);

  if (call.phase === 'idle' || call.friendId === null) return null;
  const name = names.current.get(call.friendId) ?? '';
  return (
    <Paper
      component="section"
      aria-label={t('videoCall')}
      elevation={10}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal - 2,
        inset: { xs: 0, sm: 'auto' },
        right: { sm: 24 },
        top: { sm: 80 },
        width: { xs: '100%', sm: 480 },
        height: { xs: '100%', sm: 360 },
        bgcolor: '#000',
        color: '#fff',
        overflow: 'hidden',
        borderRadius: { xs: 0, sm: 2 },
      }}
    >
      <Video stream={call.remote} muted={false} label={t('videoCall')} />
      <Box
        sx={{
          position: 'absolute',
          right: 12,
          bottom: 72,
          width: 120,
          height: 90,
          border: '2px solid #fff',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Video stream={call.local} muted label={t('you')} />
      </Box>
      <Typography
        sx={{
          position: 'absolute',
          left: 16,
          top: 12,
          fontWeight: 700,
          textShadow: '0 1px 3px #000',
        }}
      >
        {call.phase === 'connected' ? name : t('calling', { name })}
      </Typography>
      <Box sx={{ position: 'absolute', bottom: 12, left: 0, right: 0, textAlign: 'center' }}>
        <LocalToggle
          off={call.muted}
          label={call.muted ? t('unmute') : t('mute')}
          onClick={() => toggleLocal('audio')}
          icon={call.muted ? <MicOffIcon /> : <MicIcon />}
        />
        <LocalToggle
          off={call.cameraOff}
          label={call.cameraOff ? t('cameraOn') : t('cameraOff')}
          onClick={() => toggleLocal('video')}
          icon={call.cameraOff ? <VideocamOffIcon /> : <VideocamIcon />}
        />
        <IconButton
          aria-label={t('hangUp')}
          onClick={hangUp}
          sx={{ ...roundSx, bgcolor: '#c62828', color: '#fff', '&:hover': { bgcolor: '#b71c1c' } }}
        >
          <CallEndIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
