import { parseArgs } from 'node:util';
import { loadConfig } from '@konfety/config';
import { openConfiguredDatabase } from '@konfety/db/cli/open-configured';
import { staffRoleLabel } from '@konfety/domain/i18n/staff';
import { isStaffRole, staffRoles } from '@konfety/domain/staff';
import { ApiError } from '../../errors';
import { createStaffMember, deactivateStaffMember, listStaffMembers, resetTwoFactor } from './members';

/*
 * `npm run staff`: the back office's accounts from the command line (a fresh install has nobody to make the first
 * administrator in the back office). Opens the configured database as the server does (migrating it, as the server
 * would); on PGlite, whose directory one process opens, with the shop stopped. Every change is in the audit log as made by the command line.
 */

const USAGE = `Usage: npm run staff -- <command>
  list                                              the staff accounts
  create --email <e-mail> --name "<name>" --role <${staffRoles.join('|')}> [--branch <code, e.g. PHA1>]
                                                    a new account; prints its generated password once
  reset-2fa --email <e-mail>                        removes a lost authenticator and its recovery codes (next login sets one up)
  deactivate --email <e-mail>                       the account can no longer log in; its sessions end\n`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    branch: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const [command = 'list'] = positionals;
const fail = (message: string): never => {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
};
if (values.help || !['list', 'create', 'reset-2fa', 'deactivate'].includes(command)) {
  process.stdout.write(USAGE);
  process.exit(values.help ? 0 : 2);
}

const database = await openConfiguredDatabase(loadConfig());
const now = new Date();
try {
  // A fresh install may make its first administrator before the shop ever started: the tables first.
  await database.withSetupLock(() => database.migrate());
  if (command === 'list') {
    for (const m of await listStaffMembers(database.db)) {
      const state = [m.active ? 'aktivní' : 'zrušený', m.twoFactor ? '2FA' : 'bez 2FA', m.lastLoginAt ? `naposledy ${m.lastLoginAt.toISOString()}` : 'dosud nepřihlášen'].join(', ');
      process.stdout.write(`#${m.id}  ${m.email}  ${m.name}  ${staffRoleLabel(m.role)}${m.branch ? ` (${m.branch})` : ''}  ${state}\n`);
    }
  } else if (command === 'create') {
    const { email, name, role, branch } = values;
    if (!email || !name || !role) fail('create needs --email, --name and --role');
    if (!isStaffRole(role)) fail(`--role must be one of ${staffRoles.join(', ')}`);
    const { id, password } = await createStaffMember(database.db, { email: email!, name: name!, role: role as (typeof staffRoles)[number], branchCode: branch ?? null }, 'command-line', now);
    process.stdout.write(`Účet #${id} vytvořen: ${email}\nHeslo (zobrazí se jen teď): ${password}\nPři prvním přihlášení na /admin si nastavíte ověřovací aplikaci.\n`);
  } else {
    if (!values.email) fail(`${command} needs --email`);
    const done = command === 'reset-2fa' ? await resetTwoFactor(database.db, { email: values.email! }, 'command-line', now) : await deactivateStaffMember(database.db, values.email!, 'command-line', now);
    if (!done) fail(`no staff account ${values.email}`);
    process.stdout.write(command === 'reset-2fa' ? 'Ověřovací aplikace odebrána; při příštím přihlášení se nastaví nová.\n' : 'Účet zrušen.\n');
  }
} catch (e) {
  if (e instanceof ApiError) fail(e.message);
  throw e;
} finally {
  await database.close();
}
