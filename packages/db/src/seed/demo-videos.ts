import type { VideoTopic } from '@konfety/domain/videos';

/**
 * The demo how-to videos: what the seed stores (db/src/seed/videos.ts) and what `scripts/generate-demo-videos.mjs`
 * draws into the committed files under `seed/media/videos/` (a title card, a tone, the Czech captions). Change a
 * title, a caption or a length here, then run the script again and commit its output.
 *
 * Only erasable TypeScript here and no runtime imports: the script loads this file with Node's type stripping.
 */
export interface DemoVideo {
  slug: string;
  topic: VideoTopic;
  /** Running time of the file, whole seconds. */
  seconds: number;
  /** The sine tone under the title card, Hz. */
  toneHz: number;
  /** Title card colours, #rrggbb. */
  background: string;
  accent: string;
  texts: Record<'cs' | 'sk' | 'en', { title: string; description: string }>;
  /** Czech subtitles (WebVTT cues), seconds from the start. */
  captions: Array<{ from: number; to: number; text: string }>;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: 'balonkovy-oblouk',
    topic: 'balloons',
    seconds: 8,
    toneHz: 523.25,
    background: '#ffb600',
    accent: '#d24291',
    texts: {
      cs: {
        title: 'Balónkový oblouk bez stojanu',
        description:
          'Jak postavit balónkový oblouk nad vchod jen z balónků, pásky a vlasce: nafoukněte balónky na stejnou velikost, spojujte je po čtyřech do květů a květy navlékněte na vlasec. Oblouk ukotvěte závažím nebo lahví s vodou.',
      },
      sk: {
        title: 'Balónový oblúk bez stojana',
        description:
          'Ako postaviť balónový oblúk nad vchod len z balónov, pásky a vlasca: nafúkajte balóny na rovnakú veľkosť, spájajte ich po štyroch do kvetov a kvety navlečte na vlasec.',
      },
      en: {
        title: 'A balloon arch without a frame',
        description:
          'How to build a balloon arch over a doorway from balloons, tape and fishing line: inflate the balloons to one size, tie them in clusters of four and thread the clusters onto the line.',
      },
    },
    captions: [
      { from: 0, to: 2.5, text: 'Nafoukněte balónky na stejnou velikost.' },
      { from: 2.5, to: 5, text: 'Spojte je po čtyřech do květů.' },
      { from: 5, to: 8, text: 'Květy navlékněte na vlasec a oblouk ukotvěte.' },
    ],
  },
  {
    slug: 'balonkova-girlanda',
    topic: 'balloons',
    seconds: 7,
    toneHz: 587.33,
    background: '#3fa9f5',
    accent: '#ffb600',
    texts: {
      cs: {
        title: 'Organická balónková girlanda',
        description:
          'Girlanda z balónků různých velikostí působí přirozeně a vejde se na stůl i na stěnu. Ukážeme, jak balónky střídat, jak je upevnit na pásku s otvory a čím mezery doplnit.',
      },
      sk: {
        title: 'Organická balónová girlanda',
        description: 'Girlanda z balónov rôznych veľkostí pôsobí prirodzene. Ukážeme, ako balóny striedať a upevniť na pásku s otvormi.',
      },
      en: {
        title: 'An organic balloon garland',
        description: 'A garland of balloons in mixed sizes looks natural on a table or a wall. We show how to alternate the sizes and fix them on a balloon strip.',
      },
    },
    captions: [
      { from: 0, to: 2.5, text: 'Připravte balónky tří velikostí.' },
      { from: 2.5, to: 5, text: 'Střídejte je na pásce s otvory.' },
      { from: 5, to: 7, text: 'Mezery doplňte malými balónky.' },
    ],
  },
  {
    slug: 'liceni-ke-kostymu',
    topic: 'makeup',
    seconds: 7,
    toneHz: 440,
    background: '#8e5bd6',
    accent: '#ffb600',
    texts: {
      cs: {
        title: 'Líčení ke kostýmu za pět minut',
        description:
          'Kočka, pirát nebo kostlivec: základ naneste houbičkou, linky tenkým štětcem a nakonec přidejte třpytky. Barvy na obličej jsou na vodní bázi a smyjete je mýdlem a vodou.',
      },
      sk: {
        title: 'Líčenie ku kostýmu za päť minút',
        description: 'Mačka, pirát alebo kostlivec: základ naneste hubkou, linky tenkým štetcom a nakoniec pridajte trblietky.',
      },
      en: {
        title: 'Costume make-up in five minutes',
        description: 'A cat, a pirate or a skeleton: sponge on the base, draw the lines with a thin brush and finish with glitter. The water-based paints wash off with soap.',
      },
    },
    captions: [
      { from: 0, to: 2.5, text: 'Základ naneste houbičkou.' },
      { from: 2.5, to: 5, text: 'Linky kreslete tenkým štětcem.' },
      { from: 5, to: 7, text: 'Nakonec přidejte třpytky.' },
    ],
  },
  {
    slug: 'slavnostni-tabule',
    topic: 'table',
    seconds: 6,
    toneHz: 659.25,
    background: '#5cc16a',
    accent: '#d24291',
    texts: {
      cs: {
        title: 'Slavnostní tabule na oslavu',
        description:
          'Ubrus, talíře a kelímky v jedné barvě, uprostřed stolu konfety a svíčky: jak prostřít narozeninovou tabuli, aby se na ní vešlo jídlo i dárky.',
      },
      sk: {
        title: 'Slávnostná tabuľa na oslavu',
        description: 'Obrus, taniere a poháre v jednej farbe, v strede stola konfety a sviečky: ako prestrieť narodeninovú tabuľu.',
      },
      en: {
        title: 'A party table',
        description: 'Tablecloth, plates and cups in one colour, confetti and candles in the middle: how to lay a birthday table with room for food and presents.',
      },
    },
    captions: [
      { from: 0, to: 2, text: 'Zvolte jednu hlavní barvu.' },
      { from: 2, to: 4, text: 'Prostřete talíře a kelímky.' },
      { from: 4, to: 6, text: 'Střed stolu ozdobte konfetami.' },
    ],
  },
  {
    slug: 'plneni-pinaty',
    topic: 'games',
    seconds: 6,
    toneHz: 493.88,
    background: '#d24291',
    accent: '#ffb600',
    texts: {
      cs: {
        title: 'Jak naplnit piňatu',
        description:
          'Co do piňaty patří a co ne: drobné sladkosti v obalu, konfety a malé hračky. Piňatu plňte nejvýš do dvou třetin a otvor přelepte papírem.',
      },
      sk: {
        title: 'Ako naplniť piňatu',
        description: 'Čo do piňaty patrí a čo nie: drobné sladkosti v obale, konfety a malé hračky.',
      },
      en: {
        title: 'How to fill a piñata',
        description: 'What goes into a piñata and what does not: wrapped sweets, confetti and small toys. Fill it two thirds at most and tape the opening shut.',
      },
    },
    captions: [
      { from: 0, to: 2, text: 'Sladkosti jen v obalu.' },
      { from: 2, to: 4, text: 'Přidejte konfety a drobné hračky.' },
      { from: 4, to: 6, text: 'Plňte nejvýš do dvou třetin.' },
    ],
  },
];

/** Where a video's committed files are, relative to `seed/media/videos/`. */
export const demoVideoFiles = (slug: string) => ({ video: `${slug}.webm`, captions: `${slug}.cs.vtt`, poster: `${slug}.poster.png` });
