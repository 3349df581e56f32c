import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlannerOptionWire } from '@employee-portal/core/routing/new-client-planner.schema';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { dayLengthText, distanceText, minutesText, weekdaysText } from '../planner-format.ts';

interface PlannerOptionsTableProps {
  options: readonly PlannerOptionWire[];
  shown: number;
  onShow: (index: number) => void;
  /** Given when the place is an unassigned location: each option can be assigned. */
  onAssign?: (option: PlannerOptionWire) => void;
  /** Given for a typed address: each option opens the new-client form with the address and the option's plan. */
  newClientLink?: (option: PlannerOptionWire, name: string) => { to: string; state: unknown };
}

/** The best (weekdays, tech) plans, cheapest first; the chosen row's route is the one on the map. */
export function PlannerOptionsTable({ options, shown, onShow, onAssign, newClientLink }: PlannerOptionsTableProps) {
  const dateFormat = useDateFormat();
  const hasAction = Boolean(onAssign ?? newClientLink);
  return (
    <TableContainer>
      <Table size="small" aria-label="Best options">
        <TableHead>
          <TableRow>
            <TableCell>On Map</TableCell>
            <TableCell>Rank</TableCell>
            <TableCell>Day</TableCell>
            <TableCell>Tech</TableCell>
            <TableCell align="right">Added Drive</TableCell>
            <TableCell align="right">Added Distance</TableCell>
            <TableCell align="right">Stops That Day</TableCell>
            <TableCell align="right">Day Length</TableCell>
            <TableCell>First Visit</TableCell>
            {hasAction && <TableCell>Action</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {options.map((option, index) => {
            // Every other week and monthly service offer one weekday in several weeks: the first visit tells them apart.
            const firstVisits = option.first_dates.map((date) => formatCalendarDate(date, dateFormat)).join(' and ');
            const name = `${weekdaysText(option.weekdays)} with ${option.tech_name} from ${firstVisits}`;
            const link = newClientLink?.(option, name);
            return (
              <TableRow key={`${option.user_id}:${option.first_dates.join()}`} selected={index === shown}>
                <TableCell padding="checkbox">
                  <Radio
                    checked={index === shown}
                    onChange={() => onShow(index)}
                    slotProps={{ input: { 'aria-label': `Show ${name} on the map` } }}
                  />
                </TableCell>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{weekdaysText(option.weekdays)}</TableCell>
                <TableCell>{option.tech_name}</TableCell>
                <TableCell align="right">{minutesText(option.added_s)}</TableCell>
                <TableCell align="right">{distanceText(option.added_m)}</TableCell>
                <TableCell align="right">{option.stops.join(' + ')}</TableCell>
                <TableCell align="right">{option.day_s.map(dayLengthText).join(' / ')}</TableCell>
                <TableCell>
                  <Stack>
                    {option.first_dates.map((date) => (
                      <span key={date}>{formatCalendarDate(date, dateFormat)}</span>
                    ))}
                  </Stack>
                </TableCell>
                {hasAction && (
                  <TableCell>
                    {onAssign && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onAssign(option)}
                        aria-label={`Assign ${name}`}
                      >
                        Assign
                      </Button>
                    )}
                    {link && (
                      <Button
                        size="small"
                        variant="outlined"
                        component={RouterLink}
                        to={link.to}
                        state={link.state}
                        aria-label={`Add client: ${name}`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        Add client
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
