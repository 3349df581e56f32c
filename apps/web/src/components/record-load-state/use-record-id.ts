import { useParams } from 'react-router';
import { recordIdFromPath } from './record-id.ts';

/** The record id a page's path names (`:id` unless told), or null when it names none. */
export const useRecordId = (param = 'id') => recordIdFromPath(useParams()[param]);
