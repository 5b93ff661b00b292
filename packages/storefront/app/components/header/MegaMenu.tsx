import { useId, useState } from 'react';
import { Picture } from '../media/Picture';
import { useT } from '../../i18n';
import { type ShellCategory, useShell } from '../../lib/shell';
import { HeaderPopover } from './HeaderPopover';
import { Icon } from './Icons';
import { useHydrated } from '../../hooks/useHydrated';
import { useDelegatedLinks } from '../../hooks/useDelegatedLinks';

/** SPEC §2/§9: a category shows 3 subcategories until its more/less toggle expands it. */
export const SUBCATEGORIES_SHOWN = 3;

/**
 * One category of the menu: image, name and subcategories — the first three,
 * then a more/less toggle (aria-expanded) for the rest. Without JavaScript all
 * subcategories are listed.
 */
function CategoryEntry({ category }: { category: ShellCategory }) {
  const t = useT();
  const hydrated = useHydrated();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const subs = category.subcategories;
  const collapsible = hydrated && subs.length > SUBCATEGORIES_SHOWN;
  return (
    <li className="hdr-cat">
      <a href={category.url} className="hdr-cat__head" data-discover="true">
        <Picture className="hdr-cat__image" path={category.image} alt="" slot="megaMenu" width={48} height={48} />
        <span className="hdr-cat__name">{category.name}</span>
      </a>
      {subs.length > 0 && (
        <ul id={listId} className="hdr-cat__subs">
          {subs.map((sub, i) => (
            <li key={sub.id} hidden={collapsible && !expanded && i >= SUBCATEGORIES_SHOWN}>
              <a href={sub.url}>{sub.name}</a>
            </li>
          ))}
        </ul>
      )}
      {collapsible && (
        <button type="button" className="hdr-cat__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('header.categories.less') : t('header.categories.more')}
          <span className="hdr-sr"> {t('header.categories.toggleHint', { name: category.name })}</span>
          {!expanded && (
            <span className="hdr-cat__more-count" aria-hidden="true">
              {' '}
              (+{subs.length - SUBCATEGORIES_SHOWN})
            </span>
          )}
          <Icon name="chevron" className={`hdr-cat__chevron${expanded ? ' hdr-cat__chevron--up' : ''}`} />
        </button>
      )}
    </li>
  );
}

/**
 * The category tree as a list (mega-menu panel and mobile menu). Its links are plain anchors navigated by one
 * delegated handler (useDelegatedLinks); the main categories carry `data-discover`, so React Router learns the
 * category route from them before the first click, as it would from `<Link>`s.
 */
export function CategoryList({ categories, className, onNavigate }: { categories: ShellCategory[]; className?: string; onNavigate?: () => void }) {
  const onClick = useDelegatedLinks(onNavigate);
  return (
    <ul className={`hdr-cats${className ? ` ${className}` : ''}`} onClick={onClick}>
      {categories.map((c) => (
        <CategoryEntry key={c.id} category={c} />
      ))}
    </ul>
  );
}

/**
 * Category mega-menu (SPEC §2/§4): the "Kategorie" button opens a panel with
 * every category. Escape closes it and returns focus to the button; Tab out
 * or a click outside closes it too.
 */
export function MegaMenu({ open, focusOnOpen, onOpenChange }: { open: boolean; focusOnOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { categories } = useShell();
  if (categories.length === 0) return null;
  return (
    <HeaderPopover
      open={open}
      focusOnOpen={focusOnOpen}
      onOpenChange={onOpenChange}
      className="hdr-pop hdr-mega"
      panelClassName="hdr-mega__panel"
      panelProps={{ role: 'group', 'aria-label': t('header.categories.label') }}
      button={
        <>
          <Icon name="grid" />
          <span>{t('header.categories.toggle')}</span>
          <Icon name="chevron" className="hdr-mega__chevron" />
        </>
      }
    >
      <CategoryList categories={categories} className="hdr-mega__list" onNavigate={() => onOpenChange(false)} />
    </HeaderPopover>
  );
}
