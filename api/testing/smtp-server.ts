import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The client asked for SMTPUTF8 (RFC 6531), as it must for an address with non-ASCII letters. */
  smtpUtf8: boolean;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far, to see whether a client reuses them. */
  connections: () => number;
  /** The next message is answered "452 Postfach voll". */
  rejectNext: () => void;
  /**
   * Accepts `count` more messages, then leaves every further one unanswered, like a server that hangs
   * mid-delivery (a message never answered is not received), until `release`.
   */
  holdAfter: (count: number) => void;
  release: () => void;
  /** Resolves once a mail to this address has arrived. */
  waitForRecipient: (address: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Time the server takes to accept each message, like a slow mail server. */
  delayPerMailMs?: number;
}

/** A real SMTP server (npm smtp-server) on a free loopback port that keeps what it receives. */
export async function startTestSmtpServer({ delayPerMailMs = 0 }: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting = new Map<string, (mail: ReceivedMail) => void>();
  let connections = 0;
  let rejecting = false;
  let acceptsBeforeHold = Infinity;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (rejecting) {
          rejecting = false;
          return callback(Object.assign(new Error('Postfach voll'), { responseCode: 452 }));
        }
        if (acceptsBeforeHold <= 0) return;
        acceptsBeforeHold -= 1;
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
          smtpUtf8: session.envelope.smtpUtf8 === true,
        };
        const accept = () => {
          received.push(mail);
          for (const address of mail.to) waiting.get(address)?.(mail);
          callback();
        };
        if (delayPerMailMs > 0) setTimeout(accept, delayPerMailMs);
        else accept();
      });
    },
  });
  // A client that dies mid-connection (a killed sender) resets its socket; the server lives on, as a real one does.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    rejectNext: () => void (rejecting = true),
    holdAfter: (count) => void (acceptsBeforeHold = count),
    release: () => void (acceptsBeforeHold = Infinity),
    waitForRecipient: (address) => {
      const arrived = received.find((mail) => mail.to.includes(address));
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiting.set(address, resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a single-part mail as its reader sees it, with its transfer encoding undone. */
export function mailText({ data }: ReceivedMail): string {
  const [head = '', ...rest] = data.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A header of a received mail as its reader sees it: folded lines joined, RFC 2047 encoded words
 * (=?UTF-8?Q?…?= and =?UTF-8?B?…?=, as nodemailer writes a subject with umlauts) decoded.
 */
export function mailHeader({ data }: ReceivedMail, name: string): string | undefined {
  const head = (data.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
