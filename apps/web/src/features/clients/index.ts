/** The clients feature's public surface: the way the New Client Planner opens the new-client form filled in. */
export { newClientFromPlan, type PlannedClient } from './planned-client.ts';
