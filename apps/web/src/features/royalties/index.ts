/** The royalties feature's front door: its pages are lazy-loaded from the route table, so nothing else is shared. */
export { monthLabel } from './components/royalty-status.tsx';
