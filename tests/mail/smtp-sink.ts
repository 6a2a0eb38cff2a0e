import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` deliveries with a temporary failure (451), as a busy server does. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
