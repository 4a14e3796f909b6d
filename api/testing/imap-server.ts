import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface TestImapServer {
  /** imap://user:password@127.0.0.1:port/INBOX, plain IMAP on loopback. */
  url: string;
  user: string;
  password: string;
  port: number;
  /** Stops the server; the mailbox stays for the next start. */
  stop: () => Promise<void>;
  /** Starts it again on the same port with the same mailbox. */
  start: () => Promise<void>;
  /** Puts a mail into the mailbox as a delivering MTA does (a file in the maildir's new/), server running or not. */
  deliver: (raw: string | Buffer) => void;
  /** Stops it and removes its folder. */
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function untilListening(port: number, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot beendet (${child.exitCode}), siehe ${logPath}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`dovecot hört nicht auf Port ${port}, siehe ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real IMAP server (Debian's dovecot, installed by .ci/run) of its own: its configuration, a passwd-file
 * user and a maildir in a temporary folder, plain IMAP on a free loopback port. Runs as root in CI (the mail
 * then belongs to the dovecot user, as dovecot refuses root for mail) and as the test's own user elsewhere.
 */
export async function startTestImapServer(): Promise<TestImapServer> {
  const dir = mkdtempSync(join(tmpdir(), 'imap-test-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const user = 'kunde-postfach';
  const password = 'geheim-123';
  const root = process.getuid?.() === 0;
  const mailUser = root ? 'dovecot' : userInfo().username;
  const mailDir = join(dir, 'mail');
  mkdirSync(join(dir, 'run'), { recursive: true });
  mkdirSync(join(dir, 'state'), { recursive: true });
  mkdirSync(mailDir, { recursive: true, mode: 0o777 });
  chmodSync(mailDir, 0o777);
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const logPath = join(dir, 'dovecot.log');
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${logPath}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${mailUser}
default_internal_user = ${mailUser}
default_internal_group = ${root ? 'dovecot' : (userInfo().username ?? mailUser)}
first_valid_uid = 1
mail_location = maildir:${mailDir}/%u
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUser} gid=${root ? 'dovecot' : userInfo().gid} home=${mailDir}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`;
  const configPath = join(dir, 'dovecot.conf');
  writeFileSync(configPath, config);
  let child: ChildProcess | null = null;
  let delivered = 0;

  async function start() {
    child = spawn('dovecot', ['-F', '-c', configPath], { stdio: 'ignore' });
    await untilListening(port, child, logPath);
  }
  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }
  await start();
  return {
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    user,
    password,
    port,
    start,
    stop,
    deliver: (raw) => {
      const folder = join(mailDir, user);
      // Open to the mail user dovecot runs as (the dovecot user when the tests run as root), whatever the umask.
      for (const path of [folder, ...['new', 'cur', 'tmp'].map((part) => join(folder, part))]) {
        mkdirSync(path, { recursive: true });
        chmodSync(path, 0o777);
      }
      delivered += 1;
      writeFileSync(join(folder, 'new', `${Date.now()}.M${delivered}P${process.pid}.test`), raw, { mode: 0o666 });
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
