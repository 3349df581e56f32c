export { DateTimeFormatDialog } from './components/date-time-format-dialog.tsx';
