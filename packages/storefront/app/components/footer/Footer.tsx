import { useShell } from '../../lib/shell';

export function Footer() {
  const shell = useShell();
  return (
    <footer className="site-footer">
      <div className="container">
        {shell.bottomMenu.map((menu) => (
          <nav key={menu.title} aria-label={menu.title}>
            <h2>{menu.title}</h2>
            <ul>
              {menu.links.map((l) => (
                <li key={l.link}>
                  <a href={l.link}>{l.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}
