/** The work areas feature's front door: which of the organization's work areas serve a zip. */
export { servedZips, workAreasServingZip } from './service-area.ts';
export { workAreasOfTechs } from './tech-areas.repository.ts';
