import './suggestions.css';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SUGGESTION_MIN_LENGTH } from '@konfety/domain/catalog';
import { useT } from '../../i18n';
import { usePrice } from '../../lib/price';
import type { SuggestionsData } from '../../lib/suggestions';
import { SUGGESTIONS_PATH } from '../../routing/route-names';
import { Picture } from '../media/Picture';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;

type Option = { key: string; url: string } & ({ kind: 'product'; product: SuggestionsData['products'][number] } | { kind: 'category' | 'brand'; name: string } | { kind: 'all' });

function optionsOf(data: SuggestionsData | null): Option[] {
  if (!data) return [];
  const options: Option[] = [
    ...data.products.map((product) => ({ key: `p${product.id}`, url: product.url, kind: 'product' as const, product })),
    ...data.categories.map((c) => ({ key: `c${c.id}`, url: c.url, kind: 'category' as const, name: c.name })),
    ...data.brands.map((b) => ({ key: `b${b.id}`, url: b.url, kind: 'brand' as const, name: b.name })),
  ];
  return options.length > 0 ? [...options, { key: 'all', url: '', kind: 'all' }] : [];
}

/**
 * The header search's suggestions (SPEC §2 search, WAI-ARIA combobox with a list popup): loaded by SearchBox on the
 * first focus of its input, so the page's own scripts stay as they are. It makes `input` a combobox: what is
 * typed (from SUGGESTION_MIN_LENGTH characters, after a pause) asks `/_/suggest`, and a list of products with image
 * and price, categories and brands opens under it, with "all results" last. Arrow keys move through the list
 * (aria-activedescendant: the focus stays in the input), Enter opens the active suggestion or, with none active,
 * submits the form to /hledani as without JavaScript; Escape closes the list (a second Escape clears the text, as
 * a search field does); a status region tells screen readers how many suggestions there are.
 */
export function SearchSuggestions({ input }: { input: HTMLInputElement }) {
  const t = useT();
  const path = useLocation().pathname;
  const price = usePrice();
  const navigate = useNavigate();
  const listId = useId();
  const [data, setData] = useState<SuggestionsData | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => optionsOf(data), [data]);
  const state = useRef({ options, active, open });
  state.current = { options, active, open };
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = useCallback(
    (option: Option) => {
      setOpen(false);
      if (option.kind === 'all') input.form?.requestSubmit();
      else void navigate(option.url);
    },
    [input, navigate],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const ask = () => {
      const q = input.value.trim();
      request?.abort();
      if (q.length < SUGGESTION_MIN_LENGTH) {
        setData(null);
        return;
      }
      request = new AbortController();
      const url = `${SUGGESTIONS_PATH}?${new URLSearchParams({ q, path })}`;
      fetch(url, { signal: request.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestionsData>) : null))
        .then((answer) => {
          // An answer for a text no longer in the field is dropped.
          if (!answer || answer.q !== input.value.trim()) return;
          setData(answer);
          setActive(-1);
          setOpen(document.activeElement === input);
        })
        .catch(() => {
          // No suggestions (offline, aborted): the form still searches.
        });
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: current, open: shown } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : list.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the active option is none (the text itself), as in the ARIA pattern's examples.
        const next = current + step;
        setActive(next >= list.length || next < -1 ? -1 : next);
      } else if (event.key === 'Enter' && shown && current >= 0 && list[current]) {
        event.preventDefault();
        choose(list[current]!);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(state.current.options.length > 0);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    // Typed before this module arrived: ask at once.
    if (input.value.trim().length >= SUGGESTION_MIN_LENGTH) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [input, path, choose]);

  // The input becomes the combobox (SearchBox renders it without these: it works without this module).
  const expanded = open && options.length > 0;
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    };
  }, [input, listId]);
  useEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const groups: Array<{ kind: Option['kind']; label: string }> = [
    { kind: 'product', label: t('header.search.products') },
    { kind: 'category', label: t('header.search.categories') },
    { kind: 'brand', label: t('header.search.brands') },
  ];
  const status = data && data.q.length >= SUGGESTION_MIN_LENGTH ? t('header.search.count', { count: Math.max(options.length - 1, 0) }) : '';

  return (
    <>
      <div className="hdr-sr" role="status" aria-live="polite">
        {open ? status : ''}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('header.search.suggestions')}
        className="suggest"
        hidden={!expanded}
        // A press on a suggestion must not blur the input first (the list would close before the click).
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map(({ kind, label }) => {
          const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
          if (members.length === 0) return null;
          return (
            <div role="group" aria-labelledby={`${listId}-${kind}`} key={kind} className="suggest__group">
              <div id={`${listId}-${kind}`} className="suggest__label" role="presentation">
                {label}
              </div>
              {members.map(({ option, index }) => (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`suggest__option suggest__option--${option.kind}`}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActive(index)}
                >
                  {option.kind === 'product' ? (
                    <>
                      <Picture path={option.product.image} alt="" slot="cartWidget" width={40} height={40} priority="low" />
                      <span className="suggest__name">{option.product.name}</span>
                      <span className="suggest__price">{price(option.product.price_vat)}</span>
                    </>
                  ) : option.kind === 'all' ? null : (
                    <span className="suggest__name">{option.name}</span>
                  )}
                </div>
              ))}
            </div>
          );
        })}
        {options.length > 0 ? (
          <div
            id={optionId(options.length - 1)}
            role="option"
            aria-selected={active === options.length - 1}
            className="suggest__option suggest__option--all"
            onClick={() => choose(options[options.length - 1]!)}
            onMouseMove={() => setActive(options.length - 1)}
          >
            {t('header.search.all', { query: data?.q ?? '' })}
          </div>
        ) : null}
      </div>
    </>
  );
}
