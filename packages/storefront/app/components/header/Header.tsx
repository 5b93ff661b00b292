import { Link } from 'react-router';
import { useShell } from '../../lib/shell';
import { localePath } from '../../routing/route-names';

export function Header() {
  const shell = useShell();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={localePath('home', shell.locale)} className="site-header__logo" aria-label="Konfety">
          Konfety
        </Link>
        <nav aria-label="Hlavní menu">
          <ul className="top-menu">
            {shell.topMenu.map((item) => (
              <li key={item.link}>
                <a href={item.link}>{item.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
