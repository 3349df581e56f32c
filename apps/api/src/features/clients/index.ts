/** The clients feature's front door: the client writes that leads and change requests apply. */
export {
  findClientLocation,
  insertClientWithLocations,
  positionLocation,
  recordClientActivity,
  setClientStatus,
  updateClientLocation,
  updateClientContact,
  type ClientContact,
  type ClientScope,
} from './client-writes.ts';
