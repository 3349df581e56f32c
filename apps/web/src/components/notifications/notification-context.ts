import { createContext } from 'react';

export type NotificationKind = 'success' | 'error';

export type Notify = (text: string, kind?: NotificationKind) => void;

export const NotificationContext = createContext<Notify | null>(null);
