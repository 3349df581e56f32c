export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  organization_id?: number | null;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
