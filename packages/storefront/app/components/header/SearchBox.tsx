import { useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { useClientUi } from '../../hooks/useClientUi';
import { useT } from '../../i18n';
import { useShell } from '../../lib/shell';
import { Field, type FieldClasses } from '../forms/Field';
import { Icon } from './Icons';

/** No wrapper: the label (for screen readers) and the input stand in the search form's row with its button. */
const FIELD_CLASSES: FieldClasses = { label: 'hdr-sr' };
import { localePath } from '../../routing/route-names';
import { useTypingPlaceholder } from '../../hooks/useTypingPlaceholder';

/**
 * The header search (SPEC §2: GET /hledani?q=). A plain GET form, so it works
 * without JavaScript; its placeholder types out the search placeholders one
 * after another (SPEC §4/§9, 50 ms per character). The suggestions while
 * typing (search/SearchSuggestions.tsx) are on-demand client UI
 * (useClientUi), loaded on the field's first focus: no page pays for their
 * script before someone searches.
 */
export function SearchBox({ className, animate = true }: { className?: string; animate?: boolean }) {
  const t = useT();
  const { locale, placeholders } = useShell();
  const location = useLocation();
  const [focused, setFocused] = useState(false);
  const action = localePath('search', locale);
  const list = placeholders.length > 0 ? placeholders : [t('header.search.placeholder')];
  const placeholder = useTypingPlaceholder(list, { paused: focused || !animate });
  const current = location.pathname === action ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const inputRef = useRef<HTMLInputElement>(null);
  // Without the suggestions (not loaded yet, or they failed) the field is a plain search field, as without JavaScript.
  const [ui, loadUi] = useClientUi();
  const Suggestions = ui?.SearchSuggestions;

  return (
    <Form role="search" method="get" action={action} className={`hdr-search${className ? ` ${className}` : ''}`}>
      <Field
        key={current}
        label={t('header.search.label')}
        classes={FIELD_CLASSES}
        input={{
          className: 'hdr-search__input',
          type: 'search',
          name: 'q',
          defaultValue: current,
          placeholder,
          autoComplete: 'off',
          enterKeyHint: 'search',
          ref: inputRef,
          onFocus: () => {
            setFocused(true);
            loadUi();
          },
          onBlur: () => setFocused(false),
        }}
      />
      {Suggestions && inputRef.current ? <Suggestions input={inputRef.current} /> : null}
      <button type="submit" className="hdr-search__submit">
        <Icon name="search" />
        <span className="hdr-sr">{t('header.search.submit')}</span>
      </button>
    </Form>
  );
}
