/** The leads feature's public surface: the button the clients list shows beside its title. */
export { LeadsButton } from './components/leads-button.tsx';
