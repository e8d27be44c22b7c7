/** A mail the stack would have sent, kept for `GET /_emulator/outbox` (confirmation mode). */
export interface OutboxMail {
  to: string;
  subject: string;
  link: string;
  /** The six-digit code the mail also shows (recovery, magic link), for `POST /verify {email, token}`. */
  otp?: string;
  /** A team invitation's code, what `toolbox team join` takes. */
  code?: string;
  created_at: string;
}

const KEEP = 200;

export class Outbox {
  private readonly mails: OutboxMail[] = [];

  add(mail: OutboxMail): void {
    this.mails.push(mail);
    if (this.mails.length > KEEP) this.mails.splice(0, this.mails.length - KEEP);
  }

  list(): OutboxMail[] {
    return [...this.mails];
  }

  clear(): void {
    this.mails.length = 0;
  }
}
