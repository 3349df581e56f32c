/** The webhooks feature's front door (issue 20): the section the /settings/open_api page places. */
export { WebhooksPanel } from './components/webhooks-panel.tsx';
