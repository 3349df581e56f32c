import { useEffect, useId, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
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
    <FormControl fullWidth margin="normal" error={Boolean(error)} required>
      <FormLabel id={labelId} sx={{ mb: 0.5, fontSize: '0.875rem' }}>
        Card number
      </FormLabel>
      <Box
        component="iframe"
        ref={frameRef}
        src={src}
        title="Card number"
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        sx={{
          border: 0,
          width: '100%',
          height: FRAME_HEIGHT,
          display: 'block',
          outline: error ? '1px solid' : 'none',
          outlineColor: 'error.main',
          borderRadius: '4px',
        }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
