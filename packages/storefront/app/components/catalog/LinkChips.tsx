import { RouterLink } from '../link/RouterLink';
import { Picture } from '../media/Picture';

/** Links as chips with a small picture: a category's subcategories, and the categories and brands search found. */
export function LinkChips({ items, className }: { items: ReadonlyArray<{ id: number; name: string; to: string; image: string | null }>; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <RouterLink to={item.to} className="subcategory">
            {item.image ? <Picture path={item.image} alt="" slot="subcategory" width={32} height={32} priority="low" /> : null}
            <span>{item.name}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
