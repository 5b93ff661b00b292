// Costume characters, size tables per audience and the costume generators (by audience and by theme).
import type { ShapeKind } from '../media';
import type { Rng } from '../rng';
import { type ChildSize, childSizeAges, type ProductSize } from '@konfety/domain/facets';
import type { Audience, Draft, Gen } from './types';
import { C, type Color, niceAtLeast, type Pair, pickBoth, price } from './vocabulary';

/** A character's Slovak name, contents and name extras (one per Czech extra, in the same order). */
interface CharacterSk {
  n: string;
  parts: string;
  extras?: string[];
}

interface Character {
  n: string;
  g: 'm' | 'f' | 'u';
  motif: string;
  theme: string | null;
  shape: ShapeKind;
  color: Color;
  parts: string;
  only?: 'kids' | 'adults';
  extras?: string[];
  sk: CharacterSk;
}

const ch = (
  n: string,
  g: Character['g'],
  motif: string,
  theme: string | null,
  shape: ShapeKind,
  color: Color,
  parts: string,
  sk: CharacterSk,
  opts: { only?: 'kids' | 'adults'; extras?: string[] } = {},
): Character => ({ n, g, motif, theme, shape, color, parts, sk, ...opts });

export const T = {
  pirates: 'piratske-kostymy',
  witches: 'carodejnice-a-kouzelnici',
  animals: 'zviratka',
  heroes: 'superhrdinove',
  retro: 'retro-a-20-leta',
  history: 'historicke-kostymy',
  halloween: 'halloweenske-kostymy',
  fairy: 'pohadkove-postavy',
  jobs: 'povolani-a-uniformy',
} as const;

const CHARACTERS: Character[] = [
  // piráti
  ch('Pirátský kapitán', 'm', 'piráti', T.pirates, 'pirateHat', C.red, 'kabátec, kalhoty, opasek a klobouk', { n: 'Pirátsky kapitán', parts: 'kabátec, nohavice, opasok a klobúk', extras: [' s klobúkom'] }, { extras: [' s kloboukem'] }),
  ch('Pirátka', 'f', 'piráti', T.pirates, 'pirateHat', C.red, 'šaty s korzetem a šátek na hlavu', { n: 'Pirátka', parts: 'šaty s korzetom a šatka na hlavu', extras: [' so šatkou'] }, { extras: [' s šátkem'] }),
  ch('Pirát z Karibiku', 'm', 'piráti', T.pirates, 'pirateHat', C.black, 'košile, vesta, kalhoty a šátek', { n: 'Pirát z Karibiku', parts: 'košeľa, vesta, nohavice a šatka' }),
  ch('Kapitánka pirátů', 'f', 'piráti', T.pirates, 'pirateHat', C.wine, 'šaty, kabátek a klobouk', { n: 'Kapitánka pirátov', parts: 'šaty, kabátik a klobúk' }, { only: 'adults' }),
  ch('Lodní plavčík', 'm', 'piráti', T.pirates, 'pirateHat', C.blue, 'pruhované tričko, kalhoty a šátek', { n: 'Lodný plavčík', parts: 'pruhované tričko, nohavice a šatka' }, { only: 'kids' }),
  ch('Korzár', 'm', 'piráti', T.pirates, 'sword', C.navy, 'kabátec s výšivkou, kalhoty a šerpa', { n: 'Korzár', parts: 'kabátec s výšivkou, nohavice a šerpa' }, { only: 'adults' }),
  // čarodějnice a kouzelníci
  ch('Čarodějnice', 'f', 'čarodějnice', T.witches, 'witchHat', C.purple, 'šaty a čarodějnický klobouk', { n: 'Čarodejnica', parts: 'šaty a čarodejnícky klobúk', extras: [' s klobúkom', ' s pavučinou'] }, { extras: [' s kloboukem', ' s pavučinou'] }),
  ch('Malá čarodějka', 'f', 'čarodějnice', T.witches, 'witchHat', C.purple, 'šaty s tylovou sukní a klobouk', { n: 'Malá bosorka', parts: 'šaty s tylovou sukňou a klobúk' }, { only: 'kids' }),
  ch('Čaroděj', 'm', 'čarodějnice', T.witches, 'witchHat', C.navy, 'plášť s hvězdami a klobouk', { n: 'Čarodej', parts: 'plášť s hviezdami a klobúk' }),
  ch('Kouzelník', 'm', 'čarodějnice', T.witches, 'topHat', C.black, 'plášť, motýlek a cylindr', { n: 'Kúzelník', parts: 'plášť, motýlik a cylinder' }),
  ch('Kouzelnice', 'f', 'čarodějnice', T.witches, 'wand', C.purple, 'šaty s pláštěm', { n: 'Kúzelníčka', parts: 'šaty s plášťom' }),
  ch('Černokněžník', 'm', 'čarodějnice', T.witches, 'witchHat', C.black, 'dlouhý plášť s kapucí', { n: 'Černokňažník', parts: 'dlhý plášť s kapucňou' }, { only: 'adults' }),
  // zvířátka
  ch('Kočička', 'f', 'zvířátka', T.animals, 'ears', C.black, 'overal, čelenka s oušky a ocásek', { n: 'Mačička', parts: 'overal, čelenka s uškami a chvostík', extras: [' s chvostíkom'] }, { extras: [' s ocáskem'] }),
  ch('Pejsek Dalmatin', 'm', 'zvířátka', T.animals, 'ears', C.white, 'overal s kapucí a ocáskem', { n: 'Psík Dalmatín', parts: 'overal s kapucňou a chvostíkom' }, { only: 'kids' }),
  ch('Lev', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s hřívou na kapuci', { n: 'Lev', parts: 'overal s hrivou na kapucni' }),
  ch('Tygr', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s kapucí a ocáskem', { n: 'Tiger', parts: 'overal s kapucňou a chvostom' }),
  ch('Zajíček', 'm', 'zvířátka', T.animals, 'ears', C.white, 'overal s kapucí a dlouhýma ušima', { n: 'Zajačik', parts: 'overal s kapucňou a dlhými ušami' }, { only: 'kids' }),
  ch('Beruška', 'f', 'zvířátka', T.animals, 'ears', C.red, 'šaty s puntíky, křidélka a tykadla', { n: 'Lienka', parts: 'šaty s bodkami, krídelká a tykadlá' }, { only: 'kids' }),
  ch('Včelka', 'f', 'zvířátka', T.animals, 'ears', C.yellow, 'pruhované šaty, křidélka a čelenka s tykadly', { n: 'Včielka', parts: 'pásikavé šaty, krídelká a čelenka s tykadlami' }, { only: 'kids' }),
  ch('Medvídek', 'm', 'zvířátka', T.animals, 'ears', C.brown, 'plyšový overal s kapucí', { n: 'Macko', parts: 'plyšový overal s kapucňou' }, { only: 'kids' }),
  ch('Žabák', 'm', 'zvířátka', T.animals, 'ears', C.green, 'overal s kapucí', { n: 'Žabiak', parts: 'overal s kapucňou' }),
  ch('Lišák', 'm', 'zvířátka', T.animals, 'ears', C.orange, 'overal s kapucí a huňatým ocasem', { n: 'Lišiak', parts: 'overal s kapucňou a huňatým chvostom' }),
  ch('Panda', 'f', 'zvířátka', T.animals, 'ears', C.black, 'plyšový overal s kapucí', { n: 'Panda', parts: 'plyšový overal s kapucňou' }),
  ch('Kravička', 'f', 'zvířátka', T.animals, 'ears', C.white, 'overal se skvrnami a čelenka s růžky', { n: 'Kravička', parts: 'overal so škvrnami a čelenka s rožkami' }),
  ch('Jednorožec', 'm', 'jednorožec', T.animals, 'unicorn', C.pastelPink, 'overal s kapucí, rohem a duhovou hřívou', { n: 'Jednorožec', parts: 'overal s kapucňou, rohom a dúhovou hrivou', extras: [' s dúhovou hrivou'] }, { extras: [' s duhovou hřívou'] }),
  ch('Dinosaurus', 'm', 'dinosauři', T.animals, 'ears', C.green, 'overal s ocasem a ostny na zádech', { n: 'Dinosaurus', parts: 'overal s chvostom a ostňami na chrbte' }),
  // superhrdinové
  ch('Superhrdina Kapitán Hrom', 'm', 'superhrdinové', T.heroes, 'star', C.blue, 'overal, plášť a škraboška', { n: 'Superhrdina Kapitán Hrom', parts: 'overal, plášť a škraboška' }),
  ch('Superhrdinka Blesk', 'f', 'superhrdinové', T.heroes, 'star', C.red, 'šaty, plášť a škraboška', { n: 'Superhrdinka Blesk', parts: 'šaty, plášť a škraboška' }),
  ch('Pavoučí hrdina', 'm', 'superhrdinové', T.heroes, 'mask', C.red, 'overal s potiskem a maska', { n: 'Pavúčí hrdina', parts: 'overal s potlačou a maska' }),
  ch('Netopýří strážce', 'm', 'superhrdinové', T.heroes, 'mask', C.black, 'overal, plášť a maska', { n: 'Netopierí strážca', parts: 'overal, plášť a maska' }),
  ch('Vesmírná hrdinka', 'f', 'superhrdinové', T.heroes, 'star', C.silver, 'overal s opaskem a plášť', { n: 'Vesmírna hrdinka', parts: 'overal s opaskom a plášť' }),
  ch('Maskovaný mstitel', 'm', 'superhrdinové', T.heroes, 'mask', C.black, 'košile, plášť, klobouk a škraboška', { n: 'Maskovaný mstiteľ', parts: 'košeľa, plášť, klobúk a škraboška' }),
  ch('Malý superhrdina', 'm', 'superhrdinové', T.heroes, 'star', C.blue, 'tričko s logem, plášť a škraboška', { n: 'Malý superhrdina', parts: 'tričko s logom, plášť a škraboška' }, { only: 'kids' }),
  // retro
  ch('Dáma z 20. let', 'f', 'retro', T.retro, 'boa', C.black, 'šaty s třásněmi a čelenka s pírkem', { n: 'Dáma z 20. rokov', parts: 'šaty so strapcami a čelenka s pierkom', extras: [' so strapcami'] }, { only: 'adults', extras: [' s třásněmi'] }),
  ch('Gangster z Chicaga', 'm', 'retro', T.retro, 'topHat', C.black, 'proužkované sako, kalhoty a klobouk', { n: 'Gangster z Chicaga', parts: 'pásikavé sako, nohavice a klobúk' }, { only: 'adults' }),
  ch('Tanečnice charlestonu', 'f', 'retro', T.retro, 'boa', C.gold, 'flitrové šaty a čelenka', { n: 'Tanečnica charlestonu', parts: 'flitrové šaty a čelenka' }, { only: 'adults' }),
  ch('Gentleman z 20. let', 'm', 'retro', T.retro, 'topHat', C.grey, 'sako, vesta, motýlek a buřinka', { n: 'Gentleman z 20. rokov', parts: 'sako, vesta, motýlik a tvrďák' }, { only: 'adults' }),
  ch('Hippie', 'u', 'retro', T.retro, 'glasses', C.rainbow, 'tunika, čelenka a brýle', { n: 'Hippie', parts: 'tunika, čelenka a okuliare' }, { only: 'adults' }),
  ch('Disco královna', 'f', 'retro', T.retro, 'star', C.silver, 'třpytivý overal', { n: 'Disco kráľovná', parts: 'trblietavý overal' }, { only: 'adults' }),
  ch('Disco král', 'm', 'retro', T.retro, 'star', C.gold, 'košile s límcem a zvonové kalhoty', { n: 'Disco kráľ', parts: 'košeľa s golierom a zvonové nohavice' }, { only: 'adults' }),
  ch('Rokenrolová tanečnice', 'f', 'retro', T.retro, 'dress', C.pink, 'puntíkované šaty a šátek', { n: 'Rokenrolová tanečnica', parts: 'bodkované šaty a šatka' }, { only: 'adults' }),
  // historie
  ch('Rytíř', 'm', 'historie', T.history, 'sword', C.silver, 'tunika se znakem, plášť a helma', { n: 'Rytier', parts: 'tunika s erbom, plášť a helma' }),
  ch('Středověká dáma', 'f', 'historie', T.history, 'dress', C.wine, 'dlouhé šaty se zlatým lemováním', { n: 'Stredoveká dáma', parts: 'dlhé šaty so zlatým lemovaním' }, { only: 'adults' }),
  ch('Král', 'm', 'historie', T.history, 'crown', C.wine, 'plášť s hermelínem a koruna', { n: 'Kráľ', parts: 'plášť s hermelínom a koruna' }),
  ch('Královna', 'f', 'historie', T.history, 'crown', C.wine, 'šaty, plášť a koruna', { n: 'Kráľovná', parts: 'šaty, plášť a koruna' }),
  ch('Mušketýr', 'm', 'historie', T.history, 'sword', C.blue, 'tunika s křížem, plášť a klobouk s pérem', { n: 'Mušketier', parts: 'tunika s krížom, plášť a klobúk s perom' }),
  ch('Římský legionář', 'm', 'historie', T.history, 'sword', C.red, 'tunika, pancíř a přilba', { n: 'Rímsky legionár', parts: 'tunika, pancier a prilba' }),
  ch('Kleopatra', 'f', 'historie', T.history, 'crown', C.gold, 'šaty, límec a čelenka', { n: 'Kleopatra', parts: 'šaty, golier a čelenka' }, { only: 'adults' }),
  ch('Viking', 'm', 'historie', T.history, 'sword', C.brown, 'tunika s kožešinou a helma s rohy', { n: 'Viking', parts: 'tunika s kožušinou a helma s rohmi' }),
  ch('Vikingská bojovnice', 'f', 'historie', T.history, 'sword', C.brown, 'šaty, pásek a kožešinový límec', { n: 'Vikingská bojovníčka', parts: 'šaty, opasok a kožušinový golier' }, { only: 'adults' }),
  ch('Rokoková markýza', 'f', 'historie', T.history, 'dress', C.babyBlue, 'šaty s krajkou a spodnice', { n: 'Rokoková markíza', parts: 'šaty s čipkou a spodnička' }, { only: 'adults' }),
  ch('Faraon', 'm', 'historie', T.history, 'crown', C.gold, 'tunika, límec a pokrývka hlavy', { n: 'Faraón', parts: 'tunika, golier a pokrývka hlavy' }),
  // halloween
  ch('Kostlivec', 'm', 'halloween', T.halloween, 'skull', C.black, 'overal s potiskem kostí a maska', { n: 'Kostlivec', parts: 'overal s potlačou kostí a maska' }),
  ch('Upír Drákula', 'm', 'halloween', T.halloween, 'mask', C.black, 'plášť s vysokým límcem a vesta', { n: 'Upír Drakula', parts: 'plášť s vysokým golierom a vesta', extras: [' s plášťom'] }, { extras: [' s pláštěm'] }),
  ch('Upírka', 'f', 'halloween', T.halloween, 'mask', C.wine, 'šaty a plášť s límcem', { n: 'Upírka', parts: 'šaty a plášť s golierom' }, { only: 'adults' }),
  ch('Zombie nevěsta', 'f', 'halloween', T.halloween, 'skull', C.white, 'roztrhané šaty a závoj', { n: 'Zombie nevesta', parts: 'roztrhané šaty a závoj' }, { only: 'adults' }),
  ch('Mumie', 'u', 'halloween', T.halloween, 'ghost', C.white, 'overal s obvazy a kukla', { n: 'Múmia', parts: 'overal s obväzmi a kukla' }),
  ch('Dýňový strašák', 'm', 'halloween', T.halloween, 'pumpkin', C.orange, 'tunika a čepice ve tvaru dýně', { n: 'Tekvicový strašiak', parts: 'tunika a čiapka v tvare tekvice' }),
  ch('Strašidlo', 'u', 'halloween', T.halloween, 'ghost', C.white, 'plášť s kapucí', { n: 'Strašidlo', parts: 'plášť s kapucňou' }),
  ch('Smrtka', 'f', 'halloween', T.halloween, 'skull', C.black, 'dlouhý plášť s kapucí', { n: 'Smrtka', parts: 'dlhý plášť s kapucňou' }),
  ch('Vlkodlak', 'm', 'halloween', T.halloween, 'ears', C.grey, 'overal s chlupy, maska a rukavice', { n: 'Vlkolak', parts: 'overal so srsťou, maska a rukavice' }),
  ch('Krvavá zdravotní sestra', 'f', 'halloween', T.halloween, 'drop', C.white, 'šaty s krvavými skvrnami a čepec', { n: 'Krvavá zdravotná sestra', parts: 'šaty s krvavými škvrnami a čepiec' }, { only: 'adults' }),
  // pohádky, cirkus, Mikuláš
  ch('Princezna', 'f', 'princezny', T.fairy, 'crown', C.pink, 'šaty s tylovou sukní a korunka', { n: 'Princezná', parts: 'šaty s tylovou sukňou a korunka', extras: [' s korunkou', ' so závojom'] }, { extras: [' s korunkou', ' se závojem'] }),
  ch('Víla', 'f', 'pohádky', T.fairy, 'wand', C.mint, 'šaty, křídla a hůlka', { n: 'Víla', parts: 'šaty, krídla a palička', extras: [' s krídlami'] }, { extras: [' s křídly'] }),
  ch('Vodník', 'm', 'pohádky', T.fairy, 'topHat', C.green, 'kabátek, kalhoty a klobouk', { n: 'Vodník', parts: 'kabátik, nohavice a klobúk' }),
  ch('Čert', 'm', 'mikuláš', T.fairy, 'ears', C.red, 'overal, rohy a ocas', { n: 'Čert', parts: 'overal, rohy a chvost', extras: [' s rohmi'] }, { extras: [' s rohy'] }),
  ch('Anděl', 'u', 'mikuláš', T.fairy, 'star', C.white, 'bílé šaty, křídla a svatozář', { n: 'Anjel', parts: 'biele šaty, krídla a svätožiara', extras: [' s krídlami'] }, { extras: [' s křídly'] }),
  ch('Mikuláš', 'm', 'mikuláš', T.fairy, 'crown', C.red, 'plášť, mitra a vousy', { n: 'Mikuláš', parts: 'plášť, mitra a brada' }, { only: 'adults' }),
  ch('Červená Karkulka', 'f', 'pohádky', T.fairy, 'dress', C.red, 'šaty a pelerína s kapucí', { n: 'Červená čiapočka', parts: 'šaty a pelerína s kapucňou' }, { only: 'kids' }),
  ch('Kašpárek', 'm', 'pohádky', T.fairy, 'star', C.red, 'kabátek se zvonečky a čepice', { n: 'Gašparko', parts: 'kabátik so zvončekmi a čiapka' }, { only: 'kids' }),
  ch('Sněhová královna', 'f', 'pohádky', T.fairy, 'crown', C.babyBlue, 'třpytivé šaty a plášť', { n: 'Snehová kráľovná', parts: 'trblietavé šaty a plášť' }),
  ch('Trpaslík', 'm', 'pohádky', T.fairy, 'witchHat', C.red, 'tunika, čepice a vousy', { n: 'Trpaslík', parts: 'tunika, čiapka a brada' }),
  ch('Rusalka', 'f', 'pohádky', T.fairy, 'dress', C.mint, 'splývavé šaty s leknínem', { n: 'Rusalka', parts: 'splývavé šaty s leknom' }, { only: 'adults' }),
  ch('Klaun', 'm', 'cirkus', T.fairy, 'wig', C.rainbow, 'barevný overal s knoflíky a límec', { n: 'Klaun', parts: 'farebný overal s gombíkmi a golier' }),
  ch('Klaunice', 'f', 'cirkus', T.fairy, 'wig', C.rainbow, 'puntíkované šaty a límec', { n: 'Klaunka', parts: 'bodkované šaty a golier' }),
  // povolání
  ch('Policista', 'm', 'povolání', T.jobs, 'costume', C.navy, 'košile, kalhoty, čepice a odznak', { n: 'Policajt', parts: 'košeľa, nohavice, čiapka a odznak' }),
  ch('Policistka', 'f', 'povolání', T.jobs, 'costume', C.navy, 'šaty, čepice a pouta', { n: 'Policajtka', parts: 'šaty, čiapka a putá' }),
  ch('Hasič', 'm', 'povolání', T.jobs, 'costume', C.navy, 'kabát s reflexními pruhy a kalhoty', { n: 'Hasič', parts: 'kabát s reflexnými pásmi a nohavice' }),
  ch('Zdravotní sestřička', 'f', 'povolání', T.jobs, 'dress', C.white, 'šaty a čepec', { n: 'Zdravotná sestrička', parts: 'šaty a čepiec' }),
  ch('Doktor', 'm', 'povolání', T.jobs, 'costume', C.white, 'plášť a stetoskop', { n: 'Doktor', parts: 'plášť a stetoskop' }),
  ch('Kuchař', 'm', 'povolání', T.jobs, 'costume', C.white, 'rondon, zástěra a čepice', { n: 'Kuchár', parts: 'kuchársky kabát, zástera a čiapka' }),
  ch('Pilot', 'm', 'povolání', T.jobs, 'costume', C.navy, 'sako, čepice a odznak', { n: 'Pilot', parts: 'sako, čiapka a odznak' }),
  ch('Letuška', 'f', 'povolání', T.jobs, 'dress', C.blue, 'šaty, šátek a čepička', { n: 'Letuška', parts: 'šaty, šatka a čiapočka' }, { only: 'adults' }),
  ch('Astronaut', 'm', 'vesmír', T.jobs, 'star', C.white, 'skafandr s nášivkami', { n: 'Astronaut', parts: 'skafander s nášivkami' }),
  ch('Námořník', 'm', 'povolání', T.jobs, 'costume', C.white, 'halenka s límcem, kalhoty a čepice', { n: 'Námorník', parts: 'blúza s golierom, nohavice a čiapka' }),
  ch('Kovboj', 'm', 'divoký západ', T.jobs, 'cowboyHat', C.brown, 'vesta, šátek a klobouk', { n: 'Kovboj', parts: 'vesta, šatka a klobúk', extras: [' s klobúkom'] }, { extras: [' s kloboukem'] }),
  ch('Kovbojka', 'f', 'divoký západ', T.jobs, 'cowboyHat', C.brown, 'sukně s třásněmi, vesta a klobouk', { n: 'Kovbojka', parts: 'sukňa so strapcami, vesta a klobúk' }),
  ch('Šerif', 'm', 'divoký západ', T.jobs, 'star', C.brown, 'košile, vesta a šerifská hvězda', { n: 'Šerif', parts: 'košeľa, vesta a šerifská hviezda' }),
  ch('Indiánský náčelník', 'm', 'divoký západ', T.jobs, 'costume', C.brown, 'tunika s třásněmi a čelenka s pery', { n: 'Indiánsky náčelník', parts: 'tunika so strapcami a čelenka s perami' }),
  ch('Indiánka', 'f', 'divoký západ', T.jobs, 'dress', C.brown, 'šaty s třásněmi a čelenka', { n: 'Indiánka', parts: 'šaty so strapcami a čelenka' }),
  // bez tematické kategorie
  ch('Mexičan s pončem', 'm', 'mexiko', null, 'cowboyHat', C.red, 'pončo a sombrero', { n: 'Mexičan s pončom', parts: 'pončo a sombrero' }),
  ch('Havajská tanečnice', 'f', 'havaj', null, 'boa', C.green, 'sukně z trávy a květinový věnec', { n: 'Havajská tanečnica', parts: 'sukňa z trávy a kvetinový veniec' }, { only: 'adults' }),
  ch('Mimozemšťan', 'u', 'vesmír', null, 'ears', C.green, 'overal a čelenka s tykadly', { n: 'Mimozemšťan', parts: 'overal a čelenka s tykadlami' }),
];

export interface SizeDef {
  code: string;
  /** The variant's size for the listings' size facet (domain facets.ts `productSizes`); its name is the size's (`sizeVariantName`). */
  size: ProductSize;
  /** The size table's row in Czech and in Slovak: a child's age is words, the other cells are the same. */
  row: Record<'cs' | 'sk', string[]>;
}

const kid = (code: string, size: ChildSize, chest: string): SizeDef => {
  const height = size.replace('-', '–');
  const row = (locale: 'cs' | 'sk') => [height, childSizeAges[size][locale], height, chest];
  return { code, size, row: { cs: row('cs'), sk: row('sk') } };
};
const adult = (size: ProductSize, ...cells: string[]): SizeDef => ({ code: size, size, row: { cs: [size, ...cells], sk: [size, ...cells] } });

export const SIZE_TABLES: Record<Audience, { columns: Record<'cs' | 'sk', string[]>; sizes: SizeDef[] }> = {
  kids: {
    columns: {
      cs: ['Velikost', 'Věk', 'Výška postavy (cm)', 'Obvod hrudníku (cm)'],
      sk: ['Veľkosť', 'Vek', 'Výška postavy (cm)', 'Obvod hrudníka (cm)'],
    },
    sizes: [kid('98', '98-104', '54–56'), kid('110', '110-116', '56–60'), kid('122', '122-128', '60–64'), kid('134', '134-140', '64–70'), kid('146', '146-152', '70–76')],
  },
  women: {
    columns: {
      cs: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Obvod boků (cm)'],
      sk: ['Veľkosť', 'Konfekčná veľkosť', 'Obvod hrudníka (cm)', 'Obvod pása (cm)', 'Obvod bokov (cm)'],
    },
    sizes: [
      adult('XS', '32–34', '78–82', '60–64', '86–90'),
      adult('S', '36–38', '84–88', '66–70', '92–96'),
      adult('M', '40–42', '90–96', '72–78', '98–104'),
      adult('L', '44–46', '98–104', '80–86', '106–112'),
      adult('XL', '48–50', '106–112', '88–94', '114–120'),
    ],
  },
  men: {
    columns: {
      cs: ['Velikost', 'Konfekční velikost', 'Obvod hrudníku (cm)', 'Obvod pasu (cm)', 'Výška postavy (cm)'],
      sk: ['Veľkosť', 'Konfekčná veľkosť', 'Obvod hrudníka (cm)', 'Obvod pása (cm)', 'Výška postavy (cm)'],
    },
    sizes: [
      adult('S', '44–46', '88–94', '76–82', '165–172'),
      adult('M', '48–50', '96–102', '84–90', '172–178'),
      adult('L', '52–54', '104–110', '92–98', '178–184'),
      adult('XL', '56–58', '112–118', '100–106', '182–188'),
      adult('XXL', '60–62', '120–126', '108–114', '186–192'),
    ],
  },
  unisex: {
    columns: {
      cs: ['Velikost', 'Obvod hrudníku (cm)', 'Výška postavy (cm)'],
      sk: ['Veľkosť', 'Obvod hrudníka (cm)', 'Výška postavy (cm)'],
    },
    sizes: [adult('S', '86–94', '160–170'), adult('M', '94–102', '168–178'), adult('L', '102–110', '176–186'), adult('XL', '110–118', '184–192')],
  },
};

const AUDIENCE_LEAF: Record<Exclude<Audience, 'unisex'>, string> = { kids: 'detske-kostymy', women: 'damske-kostymy', men: 'panske-kostymy' };

/** The costume's Czech and Slovak name from one choice of wording („Kostým X pro děti“ or „Dětský kostým X“, an extra or none), so the Slovak one costs no draw. */
function costumeName(r: Rng, c: Character, audience: Audience, deluxe: boolean): Pair {
  let shape: 'forKids' | 'kids' | 'women' | 'men' | 'adults';
  if (audience === 'kids') shape = r.chance(0.6) ? 'forKids' : 'kids';
  else shape = audience === 'unisex' ? 'adults' : audience;
  const name = (n: string, extra: string, lang: 'cs' | 'sk') => {
    const [forKids, kids, women, men, adults] =
      lang === 'cs'
        ? ['Kostým % pro děti', 'Dětský kostým %', 'Dámský kostým %', 'Pánský kostým %', 'Kostým % pro dospělé']
        : ['Kostým % pre deti', 'Detský kostým %', 'Dámsky kostým %', 'Pánsky kostým %', 'Kostým % pre dospelých'];
    const pattern = { forKids, kids, women, men, adults }[shape];
    // „Kostým Kočička pro děti s ocáskem“ reads oddly: the extra (or deluxe) goes right after the character when a phrase follows it.
    return pattern.endsWith('%') ? pattern.replace('%', n) + extra : pattern.replace('%', n + extra);
  };
  if (deluxe) return [name(c.n, ' deluxe', 'cs'), name(c.sk.n, ' deluxe', 'sk')];
  if (c.extras && r.chance(0.3)) {
    const [extra, extraSk] = pickBoth(r, c.extras, c.sk.extras ?? []);
    return [name(c.n, extra, 'cs'), name(c.sk.n, extraSk, 'sk')];
  }
  return [name(c.n, '', 'cs'), name(c.sk.n, '', 'sk')];
}

function audienceFor(r: Rng, c: Character): Audience {
  const adult = (): Audience => (c.g === 'f' ? 'women' : c.g === 'm' ? 'men' : r.chance(0.5) ? 'unisex' : r.chance(0.5) ? 'women' : 'men');
  if (c.only === 'kids') return 'kids';
  if (c.only === 'adults') return adult();
  return r.chance(0.45) ? 'kids' : adult();
}

function costumeDraft(r: Rng, c: Character, audience: Audience, extraLeaf: string | undefined): Draft {
  const deluxe = r.chance(0.12);
  const kids = audience === 'kids';
  let gross = kids ? price(r, 349, 899) : price(r, 549, 1490);
  if (deluxe) gross = niceAtLeast(gross + (kids ? 200 : 400));
  const facts = [`Balení obsahuje: ${c.parts}.`];
  const factsSk = [`Balenie obsahuje: ${c.sk.parts}.`];
  const [care, careSk] = pickBoth(
    r,
    kids
      ? ['Materiál je měkký a příjemný na dotek, kostým se snadno obléká i svléká.', 'Kostým je z lehkého polyesteru, který se nemačká a dobře se pere.', 'Pružné manžety a suchý zip usnadňují oblékání i nejmenším.']
      : ['Kostým je ušitý z kvalitního polyesteru, který dobře drží tvar.', 'Střih je pohodlný a kostým se hodí i na celonoční zábavu.', 'Doplňky na fotografii nejsou součástí balení, pokud nejsou uvedeny výše.'],
    kids
      ? ['Materiál je mäkký a príjemný na dotyk, kostým sa ľahko oblieka aj vyzlieka.', 'Kostým je z ľahkého polyesteru, ktorý sa nekrčí a dobre sa perie.', 'Pružné manžety a suchý zips uľahčujú obliekanie aj tým najmenším.']
      : ['Kostým je ušitý z kvalitného polyesteru, ktorý dobre drží tvar.', 'Strih je pohodlný a kostým sa hodí aj na celonočnú zábavu.', 'Doplnky na fotografii nie sú súčasťou balenia, ak nie sú uvedené vyššie.'],
  );
  facts.push(care);
  factsSk.push(careSk);
  if (deluxe) {
    facts.unshift('Luxusní provedení s pečlivě zpracovanými detaily a bohatším zdobením.');
    factsSk.unshift('Luxusné prevedenie so starostlivo spracovanými detailmi a bohatším zdobením.');
  }
  const [name, nameSk] = costumeName(r, c, audience, deluxe);
  return {
    name,
    facts,
    motif: c.motif,
    shape: c.g === 'f' || (c.g === 'u' && audience === 'women') ? 'dress' : 'costume',
    overlay: c.shape === 'costume' || c.shape === 'dress' ? 'star' : c.shape,
    color: c.color,
    gross,
    sizing: audience,
    extraLeaf,
    deluxe,
    sk: { name: nameSk, facts: factsSk },
  };
}

export function genAudience(audience: Exclude<Audience, 'unisex'>): Gen {
  const pool = CHARACTERS.filter((c) =>
    audience === 'kids' ? c.only !== 'adults' : c.only !== 'kids' && (c.g === 'u' || c.g === (audience === 'women' ? 'f' : 'm')),
  );
  return (r) => {
    const c = r.pick(pool);
    return costumeDraft(r, c, audience, c.theme ?? undefined);
  };
}

export function genTheme(theme: string): Gen {
  const pool = CHARACTERS.filter((c) => c.theme === theme);
  return (r) => {
    const c = r.pick(pool);
    const audience = audienceFor(r, c);
    return costumeDraft(r, c, audience, audience === 'unisex' ? undefined : AUDIENCE_LEAF[audience]);
  };
}
