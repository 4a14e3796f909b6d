/**
 * npm run admin -- <command>: administration from the command line, also while the server runs.
 *
 *   npm run admin -- reset-password <benutzername|e-mail>   prints a one-hour link to set a new password
 *   npm run admin -- create-owner <benutzername> <e-mail>   creates an owner (Inhaber), prints its password once
 *   npm run admin -- end-sessions <benutzername|e-mail>     signs the person out everywhere
 *   npm run admin -- reset-two-factor <benutzername|e-mail> turns off the person's two-factor sign-in
 *
 * It reads the same environment as the server (DATABASE_URL, PUBLIC_SITE_URL …) and brings the database
 * to the current schema first, so it also works before the first start.
 */
import { configOrExit } from './config-or-exit.ts';
import {
  AdminCommandError,
  createOwner,
  endSessions,
  passwordResetLinkFor,
  resetTwoFactorOf,
} from '../api/src/features/accounts/admin-commands.ts';
import { openDatabase } from '../api/src/platform/db/client.ts';
import { applyMigrations } from '../api/src/platform/db/migrate.ts';

const usage = `Aufruf:
  npm run admin -- reset-password <benutzername|e-mail>
  npm run admin -- create-owner <benutzername> <e-mail>
  npm run admin -- end-sessions <benutzername|e-mail>
  npm run admin -- reset-two-factor <benutzername|e-mail>`;

const [command, ...args] = process.argv.slice(2);

function stop(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const config = configOrExit();

const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
try {
  await applyMigrations(db);
  switch (command) {
    case 'reset-password': {
      if (args.length !== 1) stop(usage, 2);
      const { username, link } = await passwordResetLinkFor(db, args[0]!, config.PUBLIC_SITE_URL);
      console.log(`Link zum Festlegen eines neuen Passworts für „${username}“ (gilt 1 Stunde, einmal):\n${link}`);
      break;
    }
    case 'create-owner': {
      if (args.length !== 2) stop(usage, 2);
      const { username, password } = await createOwner(db, { username: args[0]!, email: args[1]! });
      console.log(`Inhaber-Konto „${username}“ angelegt. Passwort (wird nur dieses eine Mal angezeigt): ${password}`);
      break;
    }
    case 'end-sessions': {
      if (args.length !== 1) stop(usage, 2);
      const { username, ended } = await endSessions(db, args[0]!);
      console.log(`${ended} Sitzung(en) von „${username}“ beendet.`);
      break;
    }
    case 'reset-two-factor': {
      if (args.length !== 1) stop(usage, 2);
      const { username } = await resetTwoFactorOf(db, args[0]!);
      console.log(`Zwei-Faktor-Anmeldung von „${username}“ ausgeschaltet; bei der nächsten Anmeldung genügt das Passwort.`);
      break;
    }
    default:
      stop(usage, 2);
  }
} catch (error) {
  if (error instanceof AdminCommandError) stop(error.message);
  throw error;
} finally {
  db.$client.close();
}
