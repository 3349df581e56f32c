import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { SCRIPT_LOAD_TIMEOUT_MS } from '@employee-portal/core/script-loading';
import { CARD_ENTRY_UNAVAILABLE } from './stripe-js.ts';
import { readTokenizerMessage, tokenizerFrameUrl } from './tokenizer-message.ts';

interface TokenizerFrameProps {
  url: string;
  testMode: boolean;
  error: string | undefined;
  onToken: (token: string) => void;
  onError: (text: string) => void;
}

/** The frame's page draws a 40 px input filling it; the frame is exactly that tall, so the error outline hugs it. */
const FRAME_HEIGHT = 40;

/**
 * The card number field: CardConnect's hosted tokenizer in a frame, so the number never touches this page (PCI).
 * Only messages from that frame's window and origin count; each is a token or a reason there is none.
 */
export function TokenizerFrame({ url, testMode, error, onToken, onError }: TokenizerFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const labelId = useId();
  const helperId = useId();
  const src = useMemo(() => tokenizerFrameUrl(url, testMode), [url, testMode]);
  const origin = useMemo(() => new URL(src, window.location.href).origin, [src]);
  // The latest callbacks, without re-subscribing the listener on every render of the form.
  const callbacks = useRef({ onToken, onError });
  useEffect(() => {
    callbacks.current = { onToken, onError };
  }, [onToken, onError]);

  // Spec §9: the processor's frame still loading after the time-out has failed; the form says so.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [timedOutSrc, setTimedOutSrc] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOutSrc(src), SCRIPT_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src]);
  const unavailable = timedOutSrc === src && loadedSrc !== src;
  const shownError = unavailable ? CARD_ENTRY_UNAVAILABLE : error;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const result = readTokenizerMessage(event.data);
      if (!result) return;
      if ('token' in result) callbacks.current.onToken(result.token);
      else callbacks.current.onError(result.error);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);

  return (
    <FormControl fullWidth margin="normal" error={Boolean(shownError)} required>
      <FormLabel id={labelId} sx={{ mb: 0.5, fontSize: '0.875rem' }}>
        Card number
      </FormLabel>
      <Box
        component="iframe"
        ref={frameRef}
        src={src}
        onLoad={() => setLoadedSrc(src)}
        title="Card number"
        aria-labelledby={labelId}
        aria-describedby={shownError ? helperId : undefined}
        sx={{
          border: 0,
          width: '100%',
          height: FRAME_HEIGHT,
          display: 'block',
          outline: shownError ? '1px solid' : 'none',
          outlineColor: 'error.main',
          borderRadius: '4px',
        }}
      />
      {shownError && <FormHelperText id={helperId}>{shownError}</FormHelperText>}
    </FormControl>
  );
}
