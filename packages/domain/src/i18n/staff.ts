import { createMessageFormatter } from './index';
import type { StaffPermission, StaffRole } from '../staff';

/**
 * Texts of the back office's accounts, sessions and permissions (the admin API's errors, the staff command line),
 * ICU message syntax. Only Czech: the back office is the Czech shop's staff's; another locale falls back to it.
 * Kept apart from the shop's catalogue (cs.ts), which the storefront's pages carry.
 */
export const staffCs = {
  'staff.role.admin': 'Administrátor',
  'staff.role.manager': 'Vedoucí e-shopu',
  'staff.role.branch': 'Personál prodejny',
  'staff.role.editor': 'Editor obsahu',
  'staff.permission.dashboard:read': 'Přehled a grafy',
  'staff.permission.orders:read': 'Zobrazit objednávky',
  'staff.permission.orders:write': 'Vyřizovat objednávky',
  'staff.permission.payments:match': 'Párovat platby z bankovních výpisů',
  'staff.permission.invoices:read': 'Faktury a dobropisy',
  'staff.permission.stock:read': 'Zobrazit sklad',
  'staff.permission.stock:write': 'Naskladňovat, opravovat a přesouvat zásoby',
  'staff.permission.catalog:write': 'Upravovat katalog',
  'staff.permission.content:write': 'Upravovat obsah webu',
  'staff.permission.staff:manage': 'Spravovat účty personálu',
  'staff.permission.audit:read': 'Číst záznam změn',
  'staff.error.unauthenticated': 'Přihlaste se prosím do administrace.',
  'staff.error.forbidden': 'K této akci nemáte oprávnění.',
  'staff.error.loginFailed': 'Nesprávný e-mail nebo heslo.',
  'staff.error.loginTooMany':
    'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za {minutes, plural, =1 {{seconds, plural, one {# sekundu} few {# sekundy} other {# sekund}}} one {# minutu} few {# minuty} other {# minut}}.',
  'staff.error.secondFactorRequired': 'Dokončete přihlášení kódem z ověřovací aplikace.',
  'staff.error.secondFactorExpired': 'Na zadání kódu uplynul čas. Přihlaste se prosím znovu.',
  'staff.error.codeInvalid': 'Kód není správný nebo už byl použit.',
  'staff.error.totpNotSetUp': 'Nejdříve si nastavte ověřovací aplikaci.',
  'staff.error.totpAlreadySetUp': 'Ověřovací aplikace už je nastavená.',
  'staff.error.csrf': 'Požadavek nepřišel z administrace e-shopu.',
  'staff.error.emailTaken': 'Účet personálu s tímto e-mailem už existuje.',
  'staff.error.branchRequired': 'Personál prodejny musí mít vybranou prodejnu.',
  'staff.error.branchNotAllowed': 'Tato role nepatří k žádné prodejně.',
  'staff.error.branchUnknown': 'Taková prodejna neexistuje.',
  'staff.actor.commandLine': 'příkazová řádka',
  'staff.error.trackingRequired': 'Zadejte číslo zásilky, aby ji zákazník mohl sledovat.',
  // Stock (api features/stock): a movement's reason, and the refusals of receipts, corrections and transfers.
  'staff.stock.reason.order': 'Objednávka',
  'staff.stock.reason.cancellation': 'Zrušení objednávky',
  'staff.stock.reason.receipt': 'Naskladnění',
  'staff.stock.reason.correction': 'Oprava stavu',
  'staff.stock.reason.transfer': 'Převod',
  'staff.stock.error.otherBranch': 'Zásoby jiného místa než vaší prodejny nemůžete zobrazit ani měnit.',
  'staff.stock.error.locationUnknown': 'Takové místo (prodejna nebo sklad) neexistuje.',
  'staff.stock.error.variantUnknown': 'Taková varianta zboží neexistuje.',
  'staff.stock.error.sameLocation': 'Vyberte jiné místo, než ze kterého zboží převádíte.',
  'staff.stock.error.short': 'Na místě {location} není dost kusů u {count, plural, one {# položky} other {# položek}}. Nic se nepřevedlo.',
};

export type StaffTextKey = keyof typeof staffCs;

const format = createMessageFormatter<StaffTextKey>({ cs: staffCs });

/** A back-office text; the locale is accepted for symmetry with the shop's catalogue and falls back to Czech. */
export function staffText(key: StaffTextKey, params: Record<string, unknown> = {}, locale = 'cs'): string {
  return format(locale, key, params);
}

export const staffRoleLabel = (role: StaffRole) => staffText(`staff.role.${role}`);
export const staffPermissionLabel = (permission: StaffPermission) => staffText(`staff.permission.${permission}`);

// Compile-time proof that every role and permission has its Czech name.
type Covers<K extends string> = [K] extends [StaffTextKey] ? true : never;
const _rolesCovered: Covers<`staff.role.${StaffRole}`> = true;
const _permissionsCovered: Covers<`staff.permission.${StaffPermission}`> = true;
void _rolesCovered;
void _permissionsCovered;
