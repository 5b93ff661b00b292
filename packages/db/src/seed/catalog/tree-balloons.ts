// Category tree, part 2: balloons and decorations with their product generators.
import type { ShapeKind } from '../media';
import type { TopDef } from './types';
import { adj, adjSk, C, cap, type Color, colors, FIGURES, FOIL_COLORS, MOTIF_WORDS, motifFor, type Pair, PARTY_COLORS, price, TEXTS } from './vocabulary';

export const BALLOON_TOPS: TopDef[] = [
  {
    slug: 'balonky',
    name: 'Balónky',
    description: 'Latexové a fóliové balónky, číslice, balónky s potiskem a helium pro každou oslavu.',
    sk: {
      slug: 'balony',
      name: 'Balóny',
      description: 'Latexové a fóliové balóny, čísla, balóny s potlačou a hélium na každú oslavu.',
      outro: ['Balóny vám v predajni radi nafúkneme héliom na počkanie.', 'Nevhodné pre deti do 8 rokov bez dozoru dospelej osoby.'],
    },
    shape: 'balloons',
    color: '#1e88e5',
    sku: 'BAL',
    brands: ['balonkovo', 'konfety-party'],
    outro: ['Balónky vám na prodejně rádi nafoukneme heliem na počkání.', 'Nevhodné pro děti do 8 let bez dozoru dospělé osoby.'],
    related: ['balonky', 'dekorace', 'party-doplnky'],
    leaves: [
      {
        slug: 'latexove-balonky',
        name: 'Latexové balónky',
        description: 'Latexové balónky v desítkách barev – pastelové, metalické i chromové.',
        sk: {
          slug: 'latexove-balony',
          name: 'Latexové balóny',
          description: 'Latexové balóny v desiatkach farieb – pastelové, metalické aj chrómové.',
          intro: ['Kvalitné latexové balóny z prírodného latexu.', 'Pevné latexové balóny vhodné na nafúknutie vzduchom aj héliom.'],
        },
        shape: 'balloons',
        color: '#e53935',
        weight: 18,
        intro: ['Kvalitní latexové balónky z přírodního latexu.', 'Pevné latexové balónky vhodné k nafouknutí vzduchem i heliem.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const kind = r.int(0, 5);
          if (kind === 5) {
            return {
              name: `Latexový balónek obří ${adj(c, 'm')} 90 cm`,
              intro: 'Obří latexový balónek o průměru až 90 cm, který je ozdobou každé oslavy.',
              facts: ['Balónek lze nafouknout vzduchem i heliem.'],
              motif: motifFor(r, ['narozeniny', null]),
              shape: 'balloon',
              color: c,
              gross: price(r, 79, 149),
              sk: {
                name: `Latexový balón obrí ${adjSk(c, 'm')} 90 cm`,
                intro: 'Obrí latexový balón s priemerom až 90 cm, ktorý je ozdobou každej oslavy.',
                facts: ['Balón môžete nafúknuť vzduchom aj héliom.'],
              },
            };
          }
          const [finish, finishSk] = r.pick<Pair>([
            ['', ''],
            ['', ''],
            ['metalické ', 'metalické '],
            ['pastelové ', 'pastelové '],
            ['perleťové ', 'perleťové '],
            ['chromové ', 'chrómové '],
            ['matné ', 'matné '],
          ]);
          const size = r.pick([23, 27, 30, 30, 35]);
          const count = r.pick([10, 10, 20, 25, 50, 100]);
          const gross = count <= 10 ? price(r, 39, 89) : count <= 25 ? price(r, 69, 149) : count === 50 ? price(r, 129, 249) : price(r, 199, 399);
          return {
            name: `Latexové balónky ${finish}${adj(c, 'pl')} ${size} cm, ${count} ks`,
            facts: [`Balení obsahuje ${count} balónků o průměru ${size} cm po nafouknutí.`],
            motif: motifFor(r, ['narozeniny', 'svatba', null, null]),
            shape: 'balloons',
            color: c,
            accent: c.hex,
            gross,
            sk: {
              name: `Latexové balóny ${finishSk}${adjSk(c, 'pl')} ${size} cm, ${count} ks`,
              facts: [`Balenie obsahuje ${count} balónov s priemerom ${size} cm po nafúknutí.`],
            },
          };
        },
      },
      {
        slug: 'foliove-balonky',
        name: 'Fóliové balónky',
        description: 'Fóliová srdce, hvězdy, postavičky a nápisy, které vydrží nafouknuté i několik dní.',
        sk: {
          slug: 'foliove-balony',
          name: 'Fóliové balóny',
          description: 'Fóliové srdcia, hviezdy, postavičky a nápisy, ktoré vydržia nafúknuté aj niekoľko dní.',
          intro: ['Fóliový balón, ktorý s héliom vydrží vo vzduchu aj niekoľko dní.', 'Lesklý fóliový balón, ktorý poteší každého oslávenca.'],
        },
        shape: 'heart',
        color: '#d4a52c',
        weight: 12,
        intro: ['Fóliový balónek, který s heliem vydrží ve vzduchu i několik dní.', 'Lesklý fóliový balónek, který potěší každého oslavence.'],
        gen: (r) => {
          const c = r.pick(FOIL_COLORS);
          const kind = r.int(0, 2);
          if (kind === 0) {
            const form = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null }>([
              { n: 'srdce', sk: 'srdce', s: 'heart', motif: 'svatba' },
              { n: 'hvězda', sk: 'hviezda', s: 'star', motif: 'silvestr' },
              { n: 'kulatý', sk: 'okrúhly', s: 'balloon', motif: null },
            ]);
            const size = r.pick([45, 45, 60, 80]);
            return {
              name: `Fóliový balónek ${form.n} ${adj(c, 'm')} ${size} cm`,
              facts: [`Rozměr po nafouknutí je přibližně ${size} cm.`],
              motif: form.motif,
              shape: form.s,
              color: c,
              gross: price(r, size > 50 ? 119 : 69, size > 50 ? 249 : 149),
              sk: { name: `Fóliový balón ${form.sk} ${adjSk(c, 'm')} ${size} cm`, facts: [`Rozmer po nafúknutí je približne ${size} cm.`] },
            };
          }
          if (kind === 1) {
            const fig = r.pick(FIGURES);
            const size = r.pick([60, 80, 90, 110]);
            return {
              name: `Fóliový balónek ${fig.n} ${size} cm`,
              facts: [`Tvarovaný balónek měří po nafouknutí přibližně ${size} cm.`],
              motif: fig.motif,
              shape: fig.shape,
              color: fig.color,
              gross: price(r, 149, 349),
              sk: { name: `Fóliový balón ${fig.sk} ${size} cm`, facts: [`Tvarovaný balón meria po nafúknutí približne ${size} cm.`] },
            };
          }
          const text = r.pick(TEXTS);
          return {
            name: `Fóliový balónek ${text.t} ${adj(c, 'm')} 45 cm`,
            facts: ['Nápis je potištěn z obou stran balónku.'],
            motif: text.motif,
            shape: 'star',
            color: c,
            gross: price(r, 79, 169),
            sk: { name: `Fóliový balón ${text.sk} ${adjSk(c, 'm')} 45 cm`, facts: ['Nápis je potlačený z oboch strán balóna.'] },
          };
        },
      },
      {
        slug: 'cislice-a-pismena',
        name: 'Číslice a písmena',
        description: 'Fóliové balónky ve tvaru číslic a písmen – na narozeniny, výročí i nápisy.',
        sk: {
          slug: 'cisla-a-pismena',
          name: 'Čísla a písmená',
          description: 'Fóliové balóny v tvare čísel a písmen – na narodeniny, výročia aj nápisy.',
          intro: ['Fóliový balón v tvare čísla alebo písmena – poskladajte z nich vek oslávenca alebo meno.', 'Veľký fóliový balón, ktorý oslave dodá ten správny lesk.'],
        },
        shape: 'glyph',
        color: '#d4a52c',
        weight: 12,
        intro: ['Fóliový balónek ve tvaru číslice nebo písmene – složte z nich věk oslavence nebo jméno.', 'Velký fóliový balónek, který oslavě dodá ten správný lesk.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'blue', 'pink', 'red', 'black', 'rainbow'));
          if (r.chance(0.7)) {
            const d = String(r.int(0, 9));
            const size = r.pick([40, 86, 86, 100]);
            return {
              name: `Fóliový balónek číslice ${d} ${adj(c, 'm')} ${size} cm`,
              facts: [`Výška číslice po nafouknutí je ${size} cm.`, size === 40 ? 'Menší velikost je určena k nafouknutí vzduchem a zavěšení.' : 'Naplněný heliem se vznáší a vydrží několik dní.'],
              motif: 'narozeniny',
              shape: 'glyph',
              glyph: d,
              color: c,
              gross: size === 40 ? price(r, 59, 99) : size === 86 ? price(r, 149, 219) : price(r, 219, 299),
              sk: {
                name: `Fóliový balón číslo ${d} ${adjSk(c, 'm')} ${size} cm`,
                facts: [
                  `Výška čísla po nafúknutí je ${size} cm.`,
                  size === 40 ? 'Menšia veľkosť je určená na nafúknutie vzduchom a zavesenie.' : 'Naplnený héliom sa vznáša a vydrží niekoľko dní.',
                ],
              },
            };
          }
          if (r.chance(0.75)) {
            const letter = r.pick('ABCDEFGHIJKLMNOPRSTUVZ'.split(''));
            return {
              name: `Fóliový balónek písmeno ${letter} ${adj(c, 'm')} 40 cm`,
              facts: ['Písmena lze kombinovat do jmen a nápisů.'],
              motif: null,
              shape: 'glyph',
              glyph: letter,
              color: c,
              gross: price(r, 59, 99),
              sk: { name: `Fóliový balón písmeno ${letter} ${adjSk(c, 'm')} 40 cm`, facts: ['Písmená môžete kombinovať do mien a nápisov.'] },
            };
          }
          const word = r.pick([
            { w: 'PARTY', motif: 'narozeniny' },
            { w: 'LOVE', motif: 'svatba' },
            { w: 'BABY', motif: 'miminko' },
            { w: 'HAPPY BIRTHDAY', motif: 'narozeniny' },
            { w: 'MR & MRS', motif: 'svatba' },
          ]);
          return {
            name: `Balónkový nápis „${word.w}“ ${adj(c, 'm')}`,
            facts: ['Sada obsahuje všechna písmena nápisu, brčko k nafouknutí a stuhu.'],
            motif: word.motif,
            shape: 'glyph',
            glyph: word.w.charAt(0),
            color: c,
            gross: price(r, 149, 349),
            sk: { name: `Balónový nápis „${word.w}“ ${adjSk(c, 'm')}`, facts: ['Sada obsahuje všetky písmená nápisu, slamku na nafúknutie a stuhu.'] },
          };
        },
      },
      {
        slug: 'balonky-s-potiskem',
        name: 'Balónky s potiskem',
        description: 'Latexové balónky s potiskem nápisů, srdíček, hvězdiček i postaviček.',
        sk: {
          slug: 'balony-s-potlacou',
          name: 'Balóny s potlačou',
          description: 'Latexové balóny s potlačou nápisov, srdiečok, hviezdičiek aj postavičiek.',
          intro: ['Veselé potlačené balóny, ktoré dodajú výzdobe šmrnc.', 'Balóny s potlačou, ktoré potešia malých aj veľkých oslávencov.'],
        },
        shape: 'balloons',
        color: '#f06292',
        weight: 7,
        intro: ['Veselé potištěné balónky, které dodají výzdobě šmrnc.', 'Balónky s potiskem, které potěší malé i velké oslavence.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const print = r.pick<{ p: string; sk: string; motif: string | null }>([
            { p: 's potiskem „Všechno nejlepší“', sk: 's potlačou „Všetko najlepšie“', motif: 'narozeniny' },
            { p: 's potiskem „Happy Birthday“', sk: 's potlačou „Happy Birthday“', motif: 'narozeniny' },
            { p: 's potiskem puntíků', sk: 's potlačou bodiek', motif: null },
            { p: 's potiskem hvězdiček', sk: 's potlačou hviezdičiek', motif: 'silvestr' },
            { p: 's potiskem srdíček', sk: 's potlačou srdiečok', motif: 'svatba' },
            { p: 's potiskem jednorožců', sk: 's potlačou jednorožcov', motif: 'jednorožec' },
            { p: 's potiskem dinosaurů', sk: 's potlačou dinosaurov', motif: 'dinosauři' },
            { p: 's potiskem lebek', sk: 's potlačou lebiek', motif: 'piráti' },
            { p: 's potiskem pavučin', sk: 's potlačou pavučín', motif: 'halloween' },
            { p: 's potiskem „Je to kluk“', sk: 's potlačou „Je to chlapec“', motif: 'miminko' },
            { p: 's potiskem „Je to holka“', sk: 's potlačou „Je to dievča“', motif: 'miminko' },
            { p: 's potiskem „Just Married“', sk: 's potlačou „Just Married“', motif: 'svatba' },
          ]);
          const count = r.pick([5, 6, 10, 10, 25]);
          return {
            name: `${cap(adj(c, 'pl'))} balónky ${print.p}, ${count} ks`,
            facts: [`Balení obsahuje ${count} balónků o průměru 30 cm.`],
            motif: print.motif,
            shape: 'balloons',
            color: c,
            accent: c.hex,
            gross: price(r, 49, 149),
            sk: { name: `${cap(adjSk(c, 'pl'))} balóny ${print.sk}, ${count} ks`, facts: [`Balenie obsahuje ${count} balónov s priemerom 30 cm.`] },
          };
        },
      },
      {
        slug: 'helium-a-prislusenstvi',
        name: 'Helium a příslušenství',
        description: 'Helium v lahvích, pumpičky, stuhy, závaží a vše pro balónkovou výzdobu.',
        sk: {
          slug: 'helium-a-prislusenstvo',
          name: 'Hélium a príslušenstvo',
          description: 'Hélium vo fľašiach, pumpičky, stuhy, závažia a všetko na balónovú výzdobu.',
          intro: ['Praktický pomocník na dokonalú balónovú výzdobu.', 'Všetko potrebné na nafukovanie a zdobenie balónov.'],
        },
        shape: 'bottle',
        color: '#b0bec5',
        weight: 5,
        intro: ['Praktický pomocník pro dokonalou balónkovou výzdobu.', 'Vše potřebné pro nafukování a zdobení balónků.'],
        gen: (r) => {
          const c = r.pick(FOIL_COLORS);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; min: number; max: number; fact: string; factSk: string }>([
            {
              n: 'Helium v jednorázové lahvi na 30 balónků',
              sk: 'Hélium v jednorazovej fľaši na 30 balónov',
              s: 'bottle',
              min: 590,
              max: 890,
              fact: 'Lahev stačí na nafouknutí přibližně 30 latexových balónků o průměru 23 cm.',
              factSk: 'Fľaša stačí na nafúknutie približne 30 latexových balónov s priemerom 23 cm.',
            },
            {
              n: 'Helium v jednorázové lahvi na 50 balónků',
              sk: 'Hélium v jednorazovej fľaši na 50 balónov',
              s: 'bottle',
              min: 890,
              max: 1290,
              fact: 'Lahev stačí na nafouknutí přibližně 50 latexových balónků o průměru 23 cm.',
              factSk: 'Fľaša stačí na nafúknutie približne 50 latexových balónov s priemerom 23 cm.',
            },
            { n: 'Ruční pumpička na balónky', sk: 'Ručná pumpička na balóny', s: 'balloon', min: 59, max: 129, fact: 'Pumpička nafukuje při pohybu nahoru i dolů.', factSk: 'Pumpička nafukuje pri pohybe hore aj dole.' },
            { n: 'Elektrická pumpa na balónky', sk: 'Elektrická pumpa na balóny', s: 'balloon', min: 449, max: 699, fact: 'Dvě trysky umožňují nafukovat dva balónky najednou.', factSk: 'Dve trysky umožňujú nafukovať dva balóny naraz.' },
            { n: `Stuha na balónky ${adj(c, 'f')} 10 m`, sk: `Stuha na balóny ${adjSk(c, 'f')} 10 m`, s: 'boa', min: 29, max: 59, fact: 'Stuhu lze kroutit nůžkami do ozdobných kudrlinek.', factSk: 'Stuhu môžete nožnicami natočiť do ozdobných kučierok.' },
            { n: 'Závaží na balónky ve tvaru dárku', sk: 'Závažie na balóny v tvare darčeka', s: 'gift', min: 39, max: 79, fact: 'Závaží udrží na místě až tři balónky s heliem.', factSk: 'Závažie udrží na mieste až tri balóny s héliom.' },
            { n: 'Lepicí tečky na balónky, 100 ks', sk: 'Lepiace bodky na balóny, 100 ks', s: 'confetti', min: 49, max: 89, fact: 'Oboustranné lepicí tečky pro snadné připevnění balónků na zeď.', factSk: 'Obojstranné lepiace bodky na ľahké pripevnenie balónov na stenu.' },
            { n: 'Sada na balónkový oblouk 4 m', sk: 'Sada na balónový oblúk 4 m', s: 'balloons', min: 149, max: 299, fact: 'Sada obsahuje pásku pro uchycení až 100 balónků.', factSk: 'Sada obsahuje pásku na uchytenie až 100 balónov.' },
            { n: 'LED světýlka do balónků, 5 ks', sk: 'LED svetielka do balónov, 5 ks', s: 'star', min: 59, max: 99, fact: 'Světýlka svítí až 12 hodin.', factSk: 'Svetielka svietia až 12 hodín.' },
            { n: 'Tyčky s držáky na balónky, 10 ks', sk: 'Tyčky s držiakmi na balóny, 10 ks', s: 'wand', min: 39, max: 69, fact: 'Tyčky jsou vhodné pro balónky nafouknuté vzduchem.', factSk: 'Tyčky sú vhodné na balóny nafúknuté vzduchom.' },
          ]);
          return {
            name: item.n,
            facts: [item.fact],
            motif: null,
            shape: item.s,
            color: item.s === 'bottle' ? C.blue : c,
            gross: price(r, item.min, item.max),
            sk: { name: item.sk, facts: [item.factSk] },
          };
        },
      },
    ],
  },
  {
    slug: 'dekorace',
    name: 'Dekorace',
    description: 'Girlandy, bannery, závěsné dekorace, konfety a výzdoba stolu i místnosti.',
    sk: {
      slug: 'dekoracie',
      name: 'Dekorácie',
      description: 'Girlandy, bannery, závesné dekorácie, konfety a výzdoba stola aj miestnosti.',
      outro: ['S výzdobou vám radi pomôžeme – ponúkame aj párty výzdobu na kľúč.', 'Dekoráciu môžete po oslave odložiť a použiť znova.'],
    },
    shape: 'garland',
    color: '#43a047',
    sku: 'DEK',
    brands: ['fiesta-line', 'hvezdny-prach', 'konfety-party'],
    outro: ['S výzdobou vám rádi pomůžeme – nabízíme i party výzdobu na klíč.', 'Dekoraci lze po oslavě uschovat a použít znovu.'],
    related: ['balonky', 'party-doplnky'],
    leaves: [
      {
        slug: 'girlandy-a-bannery',
        name: 'Girlandy a bannery',
        description: 'Vlaječky, pompony, třásně a nápisy, které rozzáří každou místnost.',
        sk: {
          slug: 'girlandy-a-bannery',
          name: 'Girlandy a bannery',
          description: 'Vlajočky, pompóny, strapce a nápisy, ktoré rozžiaria každú miestnosť.',
          intro: ['Veselá girlanda, ktorá v okamihu premení obyčajnú miestnosť na párty priestor.', 'Dekorácia, ktorú ľahko zavesíte na stenu, okno aj nad stôl.'],
        },
        shape: 'garland',
        color: '#fdd835',
        weight: 7,
        intro: ['Veselá girlanda, která v mžiku promění obyčejnou místnost v party prostor.', 'Dekorace, kterou snadno zavěsíte na zeď, okno i nad stůl.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const len = r.pick([2, 3, 4, 5]);
          const kind = r.int(0, 2);
          if (kind === 0) {
            const [type, typeSk] = r.pick<Pair>([
              ['vlaječky', 'vlajočky'],
              ['pompony', 'pompóny'],
              ['třásně', 'strapce'],
              ['z papírových hvězd', 'z papierových hviezd'],
              ['ze srdíček', 'zo srdiečok'],
            ]);
            return {
              name: `Girlanda ${type} ${adj(c, 'f')} ${len} m`,
              facts: [`Délka girlandy je ${len} m.`],
              motif: type === 'ze srdíček' ? 'svatba' : motifFor(r, ['narozeniny', null]),
              shape: type === 'ze srdíček' ? 'heart' : type === 'z papírových hvězd' ? 'star' : 'garland',
              color: c,
              gross: price(r, 59, 199),
              sk: { name: `Girlanda ${typeSk} ${adjSk(c, 'f')} ${len} m`, facts: [`Dĺžka girlandy je ${len} m.`] },
            };
          }
          const text = r.pick(TEXTS);
          if (kind === 1) {
            return {
              name: `Girlanda ${text.t} ${adj(c, 'f')}`,
              facts: ['Písmena jsou navlečená na stuze a lze je posouvat.'],
              motif: text.motif,
              shape: 'garland',
              color: c,
              gross: price(r, 69, 179),
              sk: { name: `Girlanda ${text.sk} ${adjSk(c, 'f')}`, facts: ['Písmená sú navlečené na stuhe a dajú sa posúvať.'] },
            };
          }
          return {
            name: `Banner ${text.t} ${adj(c, 'm')} ${len} m`,
            facts: [`Banner měří ${len} m a je opatřen očky na zavěšení.`],
            motif: text.motif,
            shape: 'garland',
            color: c,
            gross: price(r, 79, 249),
            sk: { name: `Banner ${text.sk} ${adjSk(c, 'm')} ${len} m`, facts: [`Banner meria ${len} m a má očká na zavesenie.`] },
          };
        },
      },
      {
        slug: 'zavesne-dekorace',
        name: 'Závěsné dekorace',
        description: 'Voštinové koule, lampiony, spirály a fóliové závěsy.',
        sk: {
          slug: 'zavesne-dekoracie',
          name: 'Závesné dekorácie',
          description: 'Voštinové gule, lampióny, špirály a fóliové závesy.',
          intro: ['Závesná dekorácia, ktorá oživí strop aj okná.', 'Ľahká papierová dekorácia, ktorú zavesíte za chvíľu.'],
        },
        shape: 'lantern',
        color: '#f06292',
        weight: 5,
        intro: ['Závěsná dekorace, která oživí strop i okna.', 'Lehká papírová dekorace, kterou zavěsíte během chvilky.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          // Both sizes are drawn before the pick, in this order, as they always were (inside the list below).
          const ball = r.pick([20, 30, 40]);
          const lantern = r.pick([25, 35, 45]);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null }>([
            { n: `Papírová voštinová koule ${adj(c, 'f')} ${ball} cm`, sk: `Papierová voštinová guľa ${adjSk(c, 'f')} ${ball} cm`, s: 'lantern', motif: null },
            { n: `Papírový lampion ${adj(c, 'm')} ${lantern} cm`, sk: `Papierový lampión ${adjSk(c, 'm')} ${lantern} cm`, s: 'lantern', motif: 'havaj' },
            { n: 'Závěsné spirály Halloween, 6 ks', sk: 'Závesné špirály Halloween, 6 ks', s: 'pumpkin', motif: 'halloween' },
            { n: 'Závěsné spirály s hvězdičkami, 6 ks', sk: 'Závesné špirály s hviezdičkami, 6 ks', s: 'star', motif: 'silvestr' },
            { n: `Třásňový závěs z fólie ${adj(c, 'm')} 100 × 200 cm`, sk: `Strapcový záves z fólie ${adjSk(c, 'm')} 100 × 200 cm`, s: 'garland', motif: 'silvestr' },
            { n: `Závěsné hvězdy ${adj(c, 'pl')}, 3 ks`, sk: `Závesné hviezdy ${adjSk(c, 'pl')}, 3 ks`, s: 'star', motif: 'vánoce' },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: c, gross: price(r, 39, 249), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'konfety',
        name: 'Konfety',
        description: 'Konfety na stůl, do balónků i vystřelovací konfety na velké okamžiky.',
        sk: {
          slug: 'konfety',
          name: 'Konfety',
          description: 'Konfety na stôl, do balónov aj vystreľovacie konfety na veľké chvíle.',
          intro: ['Konfety, bez ktorých sa žiadna poriadna oslava nezaobíde.', 'Trblietavé konfety pre slávnostnú atmosféru.'],
        },
        shape: 'confetti',
        color: '#ffb600',
        weight: 5,
        intro: ['Konfety, bez kterých se žádná pořádná oslava neobejde.', 'Třpytivé konfety pro slavnostní atmosféru.'],
        gen: (r) => {
          const c = r.pick(colors('gold', 'silver', 'roseGold', 'red', 'pink', 'blue', 'rainbow', 'black'));
          // Drawn before the pick, as it always was (inside the list below).
          const popper = r.pick([30, 40, 60]);
          const item = r.pick<{ n: string; sk: string; fact: string; factSk: string; min: number; max: number }>([
            {
              n: `Konfety kolečka ${adj(c, 'pl')} 15 g`,
              sk: `Konfety kolieska ${adjSk(c, 'pl')} 15 g`,
              fact: 'Ozdobte jimi slavnostní tabuli nebo je vložte do průhledných balónků.',
              factSk: 'Ozdobte nimi slávnostnú tabuľu alebo ich vložte do priehľadných balónov.',
              min: 29,
              max: 59,
            },
            { n: `Konfety hvězdičky ${adj(c, 'pl')} 15 g`, sk: `Konfety hviezdičky ${adjSk(c, 'pl')} 15 g`, fact: 'Ozdobte jimi slavnostní tabuli.', factSk: 'Ozdobte nimi slávnostnú tabuľu.', min: 29, max: 59 },
            { n: `Konfety srdíčka ${adj(c, 'pl')} 15 g`, sk: `Konfety srdiečka ${adjSk(c, 'pl')} 15 g`, fact: 'Ideální na svatební tabuli.', factSk: 'Ideálne na svadobnú tabuľu.', min: 29, max: 59 },
            {
              n: `Vystřelovací konfety ${adj(c, 'pl')} ${popper} cm`,
              sk: `Vystreľovacie konfety ${adjSk(c, 'pl')} ${popper} cm`,
              fact: 'Otočením spodní části vystřelí konfety až do výšky 5 metrů.',
              factSk: 'Otočením spodnej časti vystrelí konfety až do výšky 5 metrov.',
              min: 69,
              max: 199,
            },
            {
              n: `Konfety do balónků ${adj(c, 'pl')} 10 g`,
              sk: `Konfety do balónov ${adjSk(c, 'pl')} 10 g`,
              fact: 'Konfety nasypte do průhledného balónku před nafouknutím.',
              factSk: 'Konfety nasypte do priehľadného balóna pred nafúknutím.',
              min: 29,
              max: 49,
            },
          ]);
          return {
            name: item.n,
            facts: [item.fact],
            motif: motifFor(r, ['narozeniny', 'silvestr', 'svatba', null]),
            shape: 'confetti',
            color: c,
            gross: price(r, item.min, item.max),
            sk: { name: item.sk, facts: [item.factSk] },
          };
        },
      },
      {
        slug: 'stolni-dekorace',
        name: 'Stolní dekorace',
        description: 'Ubrusy, běhouny, zápichy do dortu a dekorace na slavnostní tabuli.',
        sk: {
          slug: 'stolove-dekoracie',
          name: 'Stolové dekorácie',
          description: 'Obrusy, behúne, zápichy do torty a dekorácie na slávnostnú tabuľu.',
          intro: ['Dekorácia, s ktorou bude slávnostná tabuľa ako z časopisu.', 'Stolová dekorácia, ktorá podčiarkne tému oslavy.'],
        },
        shape: 'plate',
        color: '#1ec8d6',
        weight: 4,
        intro: ['Dekorace, se kterou bude slavnostní tabule jako ze časopisu.', 'Stolní dekorace, která podtrhne téma oslavy.'],
        gen: (r) => {
          const c = r.pick(PARTY_COLORS);
          const word = r.pick(MOTIF_WORDS);
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; motif: string | null; color: Color }>([
            { n: `Ubrus ${adj(c, 'm')} 137 × 274 cm`, sk: `Obrus ${adjSk(c, 'm')} 137 × 274 cm`, s: 'plate', motif: null, color: c },
            { n: `Běhoun na stůl ${adj(c, 'm')} se třpytkami`, sk: `Behúň na stôl ${adjSk(c, 'm')} s trblietkami`, s: 'boa', motif: 'silvestr', color: c },
            { n: `Zápich do dortu „Happy Birthday“ ${adj(c, 'm')}`, sk: `Zápich do torty „Happy Birthday“ ${adjSk(c, 'm')}`, s: 'star', motif: 'narozeniny', color: c },
            { n: `Dekorace na stůl ${word.w}`, sk: `Dekorácia na stôl ${word.sk}`, s: word.shape, motif: word.motif, color: word.color },
            { n: `Jmenovky na stůl ${word.w}, 8 ks`, sk: `Menovky na stôl ${word.sk}, 8 ks`, s: word.shape, motif: word.motif, color: word.color },
          ]);
          return { name: item.n, facts: [], motif: item.motif, shape: item.s, color: item.color, gross: price(r, 39, 199), sk: { name: item.sk, facts: [] } };
        },
      },
      {
        slug: 'halloweenska-dekorace',
        name: 'Halloweenská dekorace',
        description: 'Pavučiny, kostlivci, dýně a netopýři pro strašidelnou výzdobu.',
        sk: {
          slug: 'halloweenska-dekoracia',
          name: 'Halloweenska dekorácia',
          description: 'Pavučiny, kostlivci, tekvice a netopiere na strašidelnú výzdobu.',
          intro: ['Strašidelná dekorácia, ktorá premení dom na miesto hrôzy.', 'Halloweenska výzdoba pre naozaj desivú atmosféru.'],
        },
        shape: 'pumpkin',
        color: '#fb8c00',
        weight: 4,
        intro: ['Strašidelná dekorace, která promění dům v místo hrůzy.', 'Halloweenská výzdoba pro opravdu děsivou atmosféru.'],
        gen: (r) => {
          const item = r.pick<{ n: string; sk: string; s: ShapeKind; c: Color; min: number; max: number }>([
            { n: 'Dekorační pavučina s pavouky', sk: 'Dekoračná pavučina s pavúkmi', s: 'ghost', c: C.white, min: 49, max: 99 },
            { n: 'Závěsný kostlivec 90 cm', sk: 'Závesný kostlivec 90 cm', s: 'skull', c: C.white, min: 149, max: 299 },
            { n: 'Svítící dýně s LED 20 cm', sk: 'Svietiaca tekvica s LED 20 cm', s: 'pumpkin', c: C.orange, min: 129, max: 249 },
            { n: 'Dekorační lebka', sk: 'Dekoračná lebka', s: 'skull', c: C.white, min: 99, max: 199 },
            { n: 'Samolepky na okno Halloween', sk: 'Samolepky na okno Halloween', s: 'ghost', c: C.orange, min: 39, max: 79 },
            { n: 'Strašidelný závěs do dveří', sk: 'Strašidelný záves do dverí', s: 'ghost', c: C.black, min: 79, max: 149 },
            { n: 'Plastoví pavouci, 12 ks', sk: 'Plastové pavúky, 12 ks', s: 'skull', c: C.black, min: 39, max: 69 },
            { n: 'Papíroví netopýři na zeď, 12 ks', sk: 'Papierové netopiere na stenu, 12 ks', s: 'ghost', c: C.black, min: 49, max: 99 },
            { n: 'Výstražná páska „Pozor, zombie“', sk: 'Výstražná páska „Pozor, zombie“', s: 'garland', c: C.yellow, min: 39, max: 69 },
          ]);
          return { name: item.n, facts: [], motif: 'halloween', shape: item.s, color: item.c, gross: price(r, item.min, item.max), sk: { name: item.sk, facts: [] } };
        },
      },
    ],
  },
];
