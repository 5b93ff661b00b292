import { createMessageFormatter } from './index';
import type { StatementErrorCode } from '../bank-statements';
import type { TransferOutcome, TransferReason } from '../transfer-matching';

/**
 * Texts of the bank-statement import in the back office (`bank-statements.ts`, `transfer-matching.ts`), ICU
 * message syntax. Only Czech: the shop's bank accounts and the staff who reconcile them are Czech; another
 * locale falls back to it.
 */
export const bankCs = {
  'bank.outcome.matched': 'Spárováno',
  'bank.outcome.wrong_amount': 'Nesouhlasí částka',
  'bank.outcome.unknown_symbol': 'Neznámý variabilní symbol',
  'bank.outcome.duplicate': 'Duplicitní pohyb',
  'bank.outcome.already_paid': 'Objednávka už zaplacená nebo zrušená',
  'bank.outcome.ignored': 'Přeskočeno',
  'bank.reason.underpaid': 'Zaplaceno méně, než je cena objednávky',
  'bank.reason.overpaid': 'Zaplaceno více, než je cena objednávky',
  'bank.reason.no_symbol': 'Platba nemá variabilní symbol',
  'bank.reason.no_order': 'Žádná objednávka nemá tento variabilní symbol',
  'bank.reason.already_imported': 'Pohyb už byl naimportován dříve',
  'bank.reason.repeated_in_file': 'Pohyb je ve výpisu vícekrát',
  'bank.reason.paid': 'Objednávka už byla zaplacena – peníze vrátit nebo prověřit',
  'bank.reason.paid_in_this_file': 'Objednávku už zaplatil dřívější pohyb tohoto výpisu – peníze vrátit nebo prověřit',
  'bank.reason.cancelled': 'Objednávka je zrušená – peníze vrátit',
  'bank.reason.not_awaiting_payment': 'Objednávka na platbu převodem nečeká – prověřit',
  'bank.reason.outgoing': 'Odchozí platba',
  'bank.reason.reversal': 'Storno pohybu',
  'bank.reason.zero_amount': 'Nulová částka',
  'bank.reason.other_currency': 'Platba je v jiné měně než objednávka',
  'bank.error.empty': 'Soubor je prázdný.',
  'bank.error.not_gpc': 'Soubor není výpis ve formátu GPC (ABO): první řádek má být záhlaví výpisu typu 074.',
  'bank.error.not_csv': 'Soubor není výpis v CSV: chybí řádek se záhlavím sloupců, v němž je aspoň datum a částka (například „Datum“ a „Objem“).',
  'bank.error.invalid_json': 'Soubor není platný JSON.',
  'bank.error.not_fio_json': 'Soubor není výpis z API Fio banky (chybí accountStatement.transactionList.transaction).',
  'bank.error.bad_header': 'Záhlaví výpisu (074) nemá platné číslo účtu.',
  'bank.error.unknown_record': 'Neznámý typ záznamu „{record}“ (čekali jsme 074, 075, 076, 078 nebo 079).',
  'bank.error.short_record': 'Záznam 075 má mít {expected} znaků, tento jich má {length}.',
  'bank.error.orphan_message': 'Řádek se zprávou ({record}) nenásleduje po žádném platném pohybu 075.',
  'bank.error.bad_accounting_code': 'Neznámý kód účtování „{value}“ (čekali jsme 1, 2, 4 nebo 5).',
  'bank.error.bad_amount': 'Neplatná částka „{value}“.',
  'bank.error.missing_amount': 'Chybí částka.',
  'bank.error.bad_date': 'Neplatné datum „{value}“.',
  'bank.error.missing_date': 'Chybí datum.',
  'bank.error.bad_currency': 'Neznámá měna „{value}“.',
  'bank.error.bad_transaction': 'Pohyb {field, select, none {nemá podobu pohybu z API Fio banky} other {nemá platný údaj {field}}}.',
  // The import's own answers and the lines it writes into an order's history.
  'bank.import.tooLarge': 'Soubor je větší než {mb} MB. Nahrajte výpis za kratší období.',
  'bank.import.nothingReadable': 'Ve výpisu není žádný pohyb, který by šlo přečíst.',
  'bank.import.notOpen': 'Tento pohyb je už vyřešený, nebo se řešit nemusí.',
  'bank.import.noOrderWaiting': 'Platbu nelze přijmout: pohyb nepatří k žádné objednávce, která čeká na zaplacení.',
  'bank.import.amountOutOfRange': 'Částka je mimo rozsah, který obchod eviduje ({movement}, pohyb {line}).',
  'bank.source.upload': 'Nahraný výpis',
  'bank.source.fio': 'API Fio banky',
  'bank.resolution.mark_paid': 'Přijato jako platba objednávky',
  'bank.resolution.refunded': 'Peníze vráceny',
  'bank.resolution.ignore': 'Ignorováno',
  'bank.history.matched': 'Bankovní převod {amount}, VS {symbol}, pohyb {movement}{source, select, fio { (API Fio banky)} other {}}',
  'bank.history.accepted': 'Bankovní převod {amount} přijat jako platba, VS {symbol}, pohyb {movement}{hasNote, select, yes { – {note}} other {}}',
} as const;

export type BankTextKey = keyof typeof bankCs;

export const bankTexts = { cs: bankCs };

/** `bankText('cs', 'bank.outcome.matched')` → "Spárováno"; other locales use Czech. */
export const bankText = createMessageFormatter<BankTextKey>(bankTexts);

/** The label of a matching outcome, for the back office's list of movements and its filter. */
export function transferOutcomeLabel(outcome: TransferOutcome, locale = 'cs'): string {
  return bankText(locale, `bank.outcome.${outcome}`);
}

/** Why a movement was not simply matched: what the person resolving it should know or do. */
export function transferReasonLabel(reason: TransferReason, locale = 'cs'): string {
  return bankText(locale, `bank.reason.${reason}`);
}

// Compile-time proof that every outcome, reason and parse error has its Czech text.
type Covers<K extends string> = [K] extends [BankTextKey] ? true : never;
const _outcomesCovered: Covers<`bank.outcome.${TransferOutcome}`> = true;
const _reasonsCovered: Covers<`bank.reason.${TransferReason}`> = true;
const _errorsCovered: Covers<`bank.error.${StatementErrorCode}`> = true;
void _outcomesCovered;
void _reasonsCovered;
void _errorsCovered;
