/** The work areas feature's front door: which of the organization's work areas serve a zip, and every zip served. */
export { servedZips, workAreasServingZip, zipsServed } from './service-area.ts';
export { workAreasOfTechs } from './tech-areas.repository.ts';
