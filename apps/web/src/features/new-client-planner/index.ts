/** The new-client planner's public surface: the button the clients, leads and unassigned lists show. */
export { NewClientPlannerButton } from './components/new-client-planner-button.tsx';
