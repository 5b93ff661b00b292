import { createMessageFormatter } from './index';
import type { AuditAction, AuditEntity, StaffPermission, StaffRole } from '../staff';

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
  'staff.error.notFound': 'Takový účet personálu neexistuje.',
  'staff.error.self': 'Vlastní účet tady měnit nemůžete (roli, heslo, ověřovací aplikaci ani aktivitu). Požádejte jiného administrátora.',
  'staff.error.lastAdmin': 'Obchod musí mít aspoň jednoho aktivního administrátora.',
  'staff.error.alreadyActive': 'Účet už je aktivní.',
  'staff.error.alreadyInactive': 'Účet už je deaktivovaný.',
  // The audit log's screen: what was done, and to what.
  'staff.audit.action.order.transition': 'Změna stavu objednávky',
  'staff.audit.action.bank.import': 'Import bankovního výpisu',
  'staff.audit.action.bank.match': 'Platba spárována s objednávkou',
  'staff.audit.action.bank.resolve.mark_paid': 'Pohyb přijat jako platba',
  'staff.audit.action.bank.resolve.refunded': 'Pohyb vyřešen: peníze vráceny',
  'staff.audit.action.bank.resolve.ignore': 'Pohyb ignorován',
  'staff.audit.action.stock.receipt': 'Naskladnění',
  'staff.audit.action.stock.correction': 'Oprava stavu zásob',
  'staff.audit.action.stock.transfer': 'Převod zásob',
  'staff.audit.action.staff.created': 'Účet personálu vytvořen',
  'staff.audit.action.staff.updated': 'Účet personálu upraven',
  'staff.audit.action.staff.activated': 'Účet personálu znovu aktivován',
  'staff.audit.action.staff.deactivated': 'Účet personálu deaktivován',
  'staff.audit.action.staff.password_reset': 'Heslo nastaveno znovu',
  'staff.audit.action.staff.two_factor_reset': 'Ověřovací aplikace zrušena',
  'staff.audit.action.staff.two_factor_enabled': 'Ověřovací aplikace nastavena',
  'staff.audit.action.staff.recovery_code_used': 'Přihlášení záložním kódem',
  'staff.audit.entity.order': 'Objednávka',
  'staff.audit.entity.bank_import': 'Bankovní výpis',
  'staff.audit.entity.bank_movement': 'Bankovní pohyb',
  'staff.audit.entity.branch': 'Místo zásob',
  'staff.audit.entity.staff': 'Účet personálu',
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
export const auditActionLabel = (action: AuditAction) => staffText(`staff.audit.action.${action}`);
export const auditEntityLabel = (entity: AuditEntity) => staffText(`staff.audit.entity.${entity}`);

// Compile-time proof that every role and permission has its Czech name.
type Covers<K extends string> = [K] extends [StaffTextKey] ? true : never;
const _rolesCovered: Covers<`staff.role.${StaffRole}`> = true;
const _permissionsCovered: Covers<`staff.permission.${StaffPermission}`> = true;
const _actionsCovered: Covers<`staff.audit.action.${AuditAction}`> = true;
const _entitiesCovered: Covers<`staff.audit.entity.${AuditEntity}`> = true;
void _rolesCovered;
void _permissionsCovered;
void _actionsCovered;
void _entitiesCovered;
