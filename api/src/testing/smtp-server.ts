import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next message is answered "452 Postfach voll". */
  rejectNext: () => void;
  close: () => Promise<void>;
}

/** A real SMTP server (npm smtp-server) on a free loopback port that keeps what it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejecting = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (rejecting) {
          rejecting = false;
          return callback(Object.assign(new Error('Postfach voll'), { responseCode: 452 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext: () => void (rejecting = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
