/** The technician's day: what /schedule shows a member who works jobs but does not dispatch them. */
export { TechDay } from './components/tech-day.tsx';
