import { useState } from 'react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MORE_OPTIONS_LABEL, moreTimeRanges, primaryTimeRanges, type TimeRangeChoice } from '@employee-portal/core/dashboard/time-range';
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

  const change = (value: string) => {
    if (value === MORE_OPTIONS) setShowMore(true);
    else if (value === 'custom') onCustom();
    else onChoose(value as Exclude<TimeRangeChoice, 'custom'>);
  };

  return (
    <TextField select size="small" label="Time Range" value={choice} onChange={(event) => change(event.target.value)} sx={{ minWidth: 190 }}>
      {primaryTimeRanges.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {showMore ? (
        [
          <Divider key="divider" />,
          ...moreTimeRanges.map((option) => (
            <MenuItem key={option.value} value={option.value}>
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
