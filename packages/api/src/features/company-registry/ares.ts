import { z } from 'zod';

/**
 * ARES, the Czech register of economic subjects (ares.gov.cz, REST API `ekonomicke-subjekty-v-be/rest`):
 * `GET {base}/ekonomicke-subjekty/{ico}` answers the subject, 404 `NENALEZENO` when there is none.
 * `@konfety/test-support/ares` speaks the same protocol on 127.0.0.1 for development and tests.
 */
export interface RegistryCompany {
  ico: string;
  name: string;
  vatId: string | null;
  /** Street (or the village part) and house numbers as a Czech address writes them: "Korunní 2569/108a". */
  street: string | null;
  city: string | null;
  zip: string | null;
  country: string;
}

export interface CompanyRegistry {
  /** The subject with this IČO, or null when the register has none. Throws `CompanyRegistryError` when the register cannot answer. */
  lookup(ico: string): Promise<RegistryCompany | null>;
}

/** The register did not answer (unreachable, timed out, failed, or said something unreadable). Its message never quotes the IČO. */
export class CompanyRegistryError extends Error {
  constructor(readonly reason: 'timeout' | 'unreachable' | 'status' | 'malformed', readonly status?: number) {
    super(`company registry ${reason}${status ? ` ${status}` : ''}`);
    this.name = 'CompanyRegistryError';
  }
}

const number = z.union([z.number(), z.string()]).transform(String);

/** What the shop reads of an ARES subject; everything else it sends is ignored. */
const aresSubject = z.object({
  ico: z.string(),
  obchodniJmeno: z.string(),
  dic: z.string().optional(),
  sidlo: z
    .object({
      kodStatu: z.string().optional(),
      nazevObce: z.string().optional(),
      nazevMestskehoObvodu: z.string().optional(),
      nazevCastiObce: z.string().optional(),
      nazevUlice: z.string().optional(),
      cisloDomovni: number.optional(),
      typCisloDomovni: z.number().optional(),
      cisloOrientacni: number.optional(),
      cisloOrientacniPismeno: z.string().optional(),
      psc: number.optional(),
    })
    .optional(),
});

type AresSeat = NonNullable<z.infer<typeof aresSubject>['sidlo']>;

/**
 * "Ulice 1234/56a": the street (in a village without streets, the village part) with the house number
 * (an evidence number written "č. ev.") and, after a slash, the orientation number and its letter.
 */
export function streetLine(seat: AresSeat): string | null {
  const place = seat.nazevUlice ?? seat.nazevCastiObce ?? seat.nazevObce;
  const house = seat.cisloDomovni === undefined ? null : seat.typCisloDomovni === 2 ? `č. ev. ${seat.cisloDomovni}` : seat.cisloDomovni;
  const orientation = seat.cisloOrientacni === undefined ? null : `${seat.cisloOrientacni}${seat.cisloOrientacniPismeno ?? ''}`;
  const numbers = house !== null && orientation !== null ? `${house}/${orientation}` : (house ?? orientation);
  const line = [place, numbers].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
  return line === '' ? null : line;
}

/** Prague's post goes by its numbered districts ("Praha 2"); elsewhere the municipality is the town. */
function cityOf(seat: AresSeat): string | null {
  if (seat.nazevObce === 'Praha' && seat.nazevMestskehoObvodu) return seat.nazevMestskehoObvodu;
  return seat.nazevObce ?? null;
}

export function toRegistryCompany(subject: z.infer<typeof aresSubject>): RegistryCompany {
  const seat = subject.sidlo ?? {};
  return {
    ico: subject.ico,
    name: subject.obchodniJmeno,
    vatId: subject.dic ?? null,
    street: streetLine(seat),
    city: cityOf(seat),
    zip: seat.psc === undefined ? null : seat.psc.padStart(5, '0'),
    country: seat.kodStatu ?? 'CZ',
  };
}

export function createAresRegistry(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): CompanyRegistry {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lookup(ico) {
      let body: unknown;
      try {
        // The timeout covers the body too: a register that starts answering and stalls is as slow as a silent one.
        const res = await doFetch(`${base}/ekonomicke-subjekty/${encodeURIComponent(ico)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (res.status === 404) return null;
        if (!res.ok) throw new CompanyRegistryError('status', res.status);
        body = await res.json();
      } catch (error) {
        if (error instanceof CompanyRegistryError) throw error;
        if ((error as Error)?.name === 'TimeoutError') throw new CompanyRegistryError('timeout');
        if (error instanceof SyntaxError) throw new CompanyRegistryError('malformed');
        throw new CompanyRegistryError('unreachable');
      }
      const parsed = aresSubject.safeParse(body);
      if (!parsed.success) throw new CompanyRegistryError('malformed');
      return toRegistryCompany(parsed.data);
    },
  };
}
