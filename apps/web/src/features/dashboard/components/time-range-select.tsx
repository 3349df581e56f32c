import { useRef, useState } from 'react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  MORE_OPTIONS_LABEL,
  moreTimeRanges,
  primaryTimeRanges,
  type TimeRangeChoice,
} from '@employee-portal/core/dashboard/time-range';
import { isMoreOption } from '../time-range-state.ts';

const MORE_OPTIONS = 'more_options';

interface TimeRangeSelectProps {
  choice: TimeRangeChoice;
  /** Every choice but 'custom', which asks for dates first (onCustom). */
  onChoose: (choice: Exclude<TimeRangeChoice, 'custom'>) => void;
  onCustom: () => void;
}

/** Spec §2 "Dashboard widgets": the preset ranges, Custom Time Range, and More Options revealing further presets. */
export function TimeRangeSelect({ choice, onChoose, onCustom }: TimeRangeSelectProps) {
  const [showMore, setShowMore] = useState(() => isMoreOption(choice));
  // Set when 'More Options' was just picked: the list stays open on the first revealed preset.
  const [revealed, setRevealed] = useState(false);
  const [open, setOpen] = useState(false);
  // MUI's select closes after any item is picked; picking 'More Options' is not a choice, so that close is skipped.
  const keepOpen = useRef(false);

  const change = (value: string) => {
    if (value === MORE_OPTIONS) {
      keepOpen.current = true;
      setShowMore(true);
      setRevealed(true);
    } else if (value === 'custom') onCustom();
    else onChoose(value as Exclude<TimeRangeChoice, 'custom'>);
  };

  const close = () => {
    if (keepOpen.current) {
      keepOpen.current = false;
      return;
    }
    setOpen(false);
    setRevealed(false);
  };

  return (
    <TextField
      select
      size="small"
      label="Time Range"
      value={choice}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 190 }}
      slotProps={{ select: { open, onOpen: () => setOpen(true), onClose: close } }}
    >
      {primaryTimeRanges.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {showMore ? (
        [
          <Divider key="divider" />,
          ...moreTimeRanges.map((option, index) => (
            // The picked 'More Options' item is gone: focus moves to the first preset it revealed, so arrow keys go on.
            <MenuItem key={option.value} value={option.value} autoFocus={revealed && index === 0}>
              {option.label}
            </MenuItem>
          )),
        ]
      ) : (
        <MenuItem value={MORE_OPTIONS}>{MORE_OPTIONS_LABEL}</MenuItem>
      )}
    </TextField>
  );
}
