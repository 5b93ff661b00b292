// Downloadable documents: a minimal PDF writer and the PDFs made from pages and forms.
import type { Db } from '../../client';
import { documents } from '../../schema/index';
import type { SeedContext } from '../context';
import { writeFileIfChanged } from '../media';
import { COMPANY } from './common';
import type { PageSeed } from './pages';

/** Plain text of an HTML fragment (for the PDF versions of pages). */
function htmlToLines(html: string): string[] {
  return html
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|h2|h3|li|tr)>/g, '\n')
    .replace(/<\/t[dh]>/g, '  ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The standard PDF fonts know the Czech and Slovak letters by glyph name but
 * WinAnsi has no codes for most of them: a `/Differences` table lends them
 * the codes of Latin-1 letters these languages never use.
 */
const PDF_EXTRA_GLYPHS: Array<[string, number, string]> = [
  ['č', 0xe8, 'ccaron'], ['ď', 0xf0, 'dcaron'], ['ě', 0xec, 'ecaron'], ['ň', 0xf1, 'ncaron'], ['ř', 0xe0, 'rcaron'],
  ['ť', 0xe3, 'tcaron'], ['ů', 0xe5, 'uring'], ['ľ', 0xe2, 'lcaron'], ['ĺ', 0xe6, 'lacute'], ['ŕ', 0xe7, 'racute'],
  ['Č', 0xc8, 'Ccaron'], ['Ď', 0xd0, 'Dcaron'], ['Ě', 0xcc, 'Ecaron'], ['Ň', 0xd1, 'Ncaron'], ['Ř', 0xc0, 'Rcaron'],
  ['Ť', 0xc3, 'Tcaron'], ['Ů', 0xc5, 'Uring'], ['Ľ', 0xc2, 'Lcaron'], ['Ĺ', 0xc6, 'Lacute'], ['Ŕ', 0xc7, 'Racute'],
];
/** WinAnsi (cp1252) codes outside Latin-1. */
const WIN_ANSI: Record<string, number> = {
  'š': 0x9a, 'Š': 0x8a, 'ž': 0x9e, 'Ž': 0x8e, '„': 0x84, '“': 0x93, '”': 0x94, '‚': 0x82, '‘': 0x91, '’': 0x92,
  '–': 0x96, '—': 0x97, '…': 0x85, '€': 0x80, '•': 0x95,
};
const PDF_CODES = new Map<string, number>([...PDF_EXTRA_GLYPHS.map(([ch, code]) => [ch, code] as const), ...Object.entries(WIN_ANSI)]);
const BORROWED_CODES = new Set(PDF_EXTRA_GLYPHS.map(([, code]) => code));
const PDF_ENCODING = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${PDF_EXTRA_GLYPHS.map(([, code, name]) => `${code} /${name}`).join(' ')}] >>`;

/** Text for a content-stream string: one char per byte of the font encoding above, PDF-escaped. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = PDF_CODES.get(ch) ?? ch.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
    else if (code === 0x09) out += ' ';
    else if (PDF_CODES.has(ch) || (code >= 0xa0 && code < 0x100 && !BORROWED_CODES.has(code))) out += String.fromCharCode(code);
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]$/.test(plain) ? plain : '?';
    }
  }
  return out;
}

/** A document-information string (UTF-16BE with a byte-order mark). */
function pdfInfoText(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

/** A small, valid, multi-page PDF (Helvetica) with a title and wrapped lines. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const wrapped: Array<{ text: string; bold: boolean }> = [];
  for (const line of lines) {
    const isHeading = /^\d+\.\s/.test(line) && line.length < 70;
    const words = line.split(/\s+/);
    let cur = '';
    for (const w of words) {
      if ((cur + ' ' + w).trim().length > 95) {
        wrapped.push({ text: cur, bold: isHeading });
        cur = w;
      } else cur = (cur + ' ' + w).trim();
    }
    if (cur) wrapped.push({ text: cur, bold: isHeading });
    wrapped.push({ text: '', bold: false });
  }
  const perPage = 52;
  const pageChunks: Array<typeof wrapped> = [];
  for (let i = 0; i < Math.max(wrapped.length, 1); i += perPage) pageChunks.push(wrapped.slice(i, i + perPage));

  const objects: string[] = [];
  const pageCount = pageChunks.length;
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, 6 encoding, then per page: page object + content stream.
  const pageObj = (i: number) => 7 + i * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageChunks.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 6 0 R >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 6 0 R >>';
  objects[5] = `<< /Title ${pdfInfoText(title)} /Author ${pdfInfoText(COMPANY.name)} /Producer (Konfety seed) >>`;
  objects[6] = PDF_ENCODING;
  pageChunks.forEach((chunk, i) => {
    // Text starts at the top left; each line moves the pen 14 pt down.
    let stream = 'BT\n';
    stream += i === 0 ? `/F2 16 Tf 50 800 Td (${pdfText(title)}) Tj 0 -30 Td\n` : '50 800 Td\n';
    for (const l of chunk) {
      stream += `/${l.bold ? 'F2' : 'F1'} 10 Tf (${pdfText(l.text)}) Tj 0 -14 Td\n`;
    }
    stream += `ET\nBT /F1 8 Tf 50 30 Td (${pdfText(`${COMPANY.name} – strana ${i + 1} z ${pageCount}`)}) Tj ET\n`;
    objects[pageObj(i)] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`;
    objects[pageObj(i) + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type DocumentSeed = { title: string; category: string; file: string; lines: string[] };

export async function seedDocuments(db: Db, ctx: SeedContext, pageTexts: PageSeed[], pageTextsSk: PageSeed[]) {
  const page = (slug: string) => pageTexts.find((x) => x.slug === slug)!;
  const docs: DocumentSeed[] = [
    { title: 'Obchodní podmínky', category: 'Obchodní dokumenty', file: 'obchodni-podminky.pdf', lines: htmlToLines(page('obchodni-podminky').content) },
    { title: 'Reklamační řád', category: 'Obchodní dokumenty', file: 'reklamacni-rad.pdf', lines: htmlToLines(page('reklamacni-rad').content) },
    {
      title: 'Zásady ochrany osobních údajů',
      category: 'Obchodní dokumenty',
      file: 'zasady-ochrany-osobnich-udaju.pdf',
      lines: htmlToLines(page('ochrana-osobnich-udaju').content),
    },
    {
      title: 'Formulář pro odstoupení od smlouvy',
      category: 'Formuláře',
      file: 'formular-odstoupeni-od-smlouvy.pdf',
      lines: [
        'Vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy (vzor podle nařízení vlády č. 29/2023 Sb.).',
        `Adresát: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, IČO ${COMPANY.ico}`,
        'Oznamuji, že tímto odstupuji od smlouvy o nákupu tohoto zboží: ____________________________',
        'Číslo objednávky: ______________   Datum objednání / datum obdržení: ______________',
        'Jméno a příjmení spotřebitele: ____________________________',
        'Adresa spotřebitele: ____________________________',
        'Číslo bankovního účtu pro vrácení peněz: ____________________________',
        'Datum: ______________   Podpis (pouze pokud je formulář zasílán v listinné podobě): ______________',
        'Lhůta pro odstoupení je 14 dnů ode dne převzetí zboží.',
      ],
    },
    {
      title: 'Reklamační formulář',
      category: 'Formuláře',
      file: 'reklamacni-formular.pdf',
      lines: [
        'Jméno a příjmení: ____________________________   E-mail / telefon: ____________________________',
        'Číslo objednávky nebo dokladu: ______________   Datum nákupu: ______________',
        'Reklamované zboží (název, kód, počet kusů): ____________________________',
        'Popis vady: ______________________________________________________________',
        'Navrhovaný způsob vyřízení: oprava / výměna / sleva / odstoupení od smlouvy',
        'Číslo účtu pro případné vrácení peněz: ____________________________',
        'Datum a podpis: ____________________________',
      ],
    },
    {
      title: 'Ceník služeb – půjčovna kostýmů a nafukování balónků',
      category: 'Ceníky',
      file: 'cenik-sluzeb.pdf',
      lines: [...htmlToLines(page('pujcovna-kostymu').content), ...htmlToLines(page('nafukovani-balonku').content)],
    },
    {
      title: 'Bezpečné používání hélia – návod',
      category: 'Návody',
      file: 'navod-helium.pdf',
      lines: [
        '1. Lahev s héliem skladujte nastojato, v chladu a mimo dosah dětí.',
        '2. Hélium nikdy nevdechujte – hrozí udušení.',
        '3. Balónky nafukujte jen na doporučenou velikost; přefouknutý balónek praská.',
        '4. Prázdnou lahev odevzdejte do kovového odpadu; nepropichujte ji a nevhazujte do ohně.',
        '5. Balónky nevypouštějte do přírody.',
      ],
    },
  ];
  const docsSk = documentsSk(pageTextsSk);
  for (const d of [...docs, ...docsSk]) {
    await writeFileIfChanged(ctx.files, `documents/${d.file}`, simplePdf(d.title, d.lines));
  }
  // The Slovak rows after the Czech ones: the Czech documents keep their ids.
  await db.insert(documents).values([
    ...docs.map((d, i) => ({ locale: 'cs', title: d.title, category: d.category, filePath: `/documents/${d.file}`, position: i + 1 })),
    ...docsSk.map((d, i) => ({ locale: 'sk', title: d.title, category: d.category, filePath: `/documents/${d.file}`, position: i + 1 })),
  ]);
}

/** The Slovak site's documents, made from its own pages; their file names differ from the Czech ones'. */
function documentsSk(pageTexts: PageSeed[]): DocumentSeed[] {
  const page = (slug: string) => pageTexts.find((x) => x.slug === slug)!;
  return [
    { title: 'Obchodné podmienky', category: 'Obchodné dokumenty', file: 'obchodne-podmienky.pdf', lines: htmlToLines(page('obchodni-podminky').content) },
    { title: 'Reklamačný poriadok', category: 'Obchodné dokumenty', file: 'reklamacny-poriadok.pdf', lines: htmlToLines(page('reklamacni-rad').content) },
    {
      title: 'Zásady ochrany osobných údajov',
      category: 'Obchodné dokumenty',
      file: 'zasady-ochrany-osobnych-udajov.pdf',
      lines: htmlToLines(page('ochrana-osobnich-udaju').content),
    },
    {
      title: 'Formulár na odstúpenie od zmluvy',
      category: 'Formuláre',
      file: 'formular-odstupenie-od-zmluvy.pdf',
      lines: [
        'Vyplňte a zašlite tento formulár len v prípade, že chcete odstúpiť od zmluvy.',
        `Komu: ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.zip} ${COMPANY.city}, Česká republika, IČO ${COMPANY.ico}`,
        'Týmto oznamujem, že odstupujem od zmluvy na tento tovar: ____________________________',
        'Číslo objednávky: ______________   Dátum objednania / dátum prijatia: ______________',
        'Meno a priezvisko spotrebiteľa: ____________________________',
        'Adresa spotrebiteľa: ____________________________',
        'IBAN na vrátenie platby: ____________________________',
        'Dátum: ______________   Podpis (iba ak sa formulár podáva v listinnej podobe): ______________',
        'Lehota na odstúpenie je 14 dní odo dňa prevzatia tovaru.',
      ],
    },
    {
      title: 'Reklamačný formulár',
      category: 'Formuláre',
      file: 'reklamacny-formular.pdf',
      lines: [
        'Meno a priezvisko: ____________________________   E-mail / telefón: ____________________________',
        'Číslo objednávky alebo dokladu: ______________   Dátum nákupu: ______________',
        'Reklamovaný tovar (názov, kód, počet kusov): ____________________________',
        'Popis vady: ______________________________________________________________',
        'Navrhovaný spôsob vybavenia: oprava / výmena / zľava / odstúpenie od zmluvy',
        'IBAN na prípadné vrátenie platby: ____________________________',
        'Dátum a podpis: ____________________________',
      ],
    },
    {
      title: 'Cenník služieb – požičovňa kostýmov a nafukovanie balónov',
      category: 'Cenníky',
      file: 'cennik-sluzieb.pdf',
      lines: [...htmlToLines(page('pujcovna-kostymu').content), ...htmlToLines(page('nafukovani-balonku').content)],
    },
    {
      title: 'Bezpečné používanie hélia – návod',
      category: 'Návody',
      file: 'bezpecne-pouzivanie-helia.pdf',
      lines: [
        '1. Fľašu s héliom skladujte postavenú, v chlade a mimo dosahu detí.',
        '2. Hélium nikdy nevdychujte – hrozí udusenie.',
        '3. Balóny nafukujte iba na odporúčanú veľkosť; prefúknutý balón praská.',
        '4. Prázdnu fľašu odovzdajte do kovového odpadu; neprepichujte ju a nehádžte do ohňa.',
        '5. Balóny nevypúšťajte do prírody.',
      ],
    },
  ];
}
