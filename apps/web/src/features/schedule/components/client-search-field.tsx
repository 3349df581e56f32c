import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import TextField from '@mui/material/TextField';

const CLIENT_PARAM = 'client';
const URL_DELAY_MS = 300;

/**
 * The client search of a schedule page: the typed text filters at once, and goes into the address (`?client=`) once
 * typing pauses, replacing the history entry, so a reload or a shared link finds the same visits.
 */
export function useClientSearch(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = (params.get(CLIENT_PARAM) ?? '').slice(0, 100);
  const [text, setText] = useState(inUrl);
  useEffect(() => {
    if (text.trim() === inUrl.trim()) return undefined;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (text.trim()) next.set(CLIENT_PARAM, text.trim());
            else next.delete(CLIENT_PARAM);
            return next;
          },
          { replace: true },
        ),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, inUrl, setParams]);
  return [text, setText];
}

/** The search box; Escape empties it (the browser's own search box behaviour). */
export function ClientSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label="Find a client"
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, 100))}
      placeholder="Name or address"
      sx={{ minWidth: 220 }}
    />
  );
}
