export interface SmsMessage {
  to: string;
  body: string;
  organization_id?: number | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
