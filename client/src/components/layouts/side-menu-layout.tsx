import { NavLink, Outlet } from 'react-router-dom';

export interface SideMenuSection {
  title: string;
  links: readonly { label: string; to: string }[];
}

interface SideMenuLayoutProps {
  /** The block class: `<block>` on the whole, `<block>__menu` on the menu (the user centre, help). */
  block: string;
  /** The menu's accessible name. */
  label: string;
  sections: readonly SideMenuSection[];
}

/** A menu of titled link sections beside the routed screen: the user centre and the help centre. */
export function SideMenuLayout({ block, label, sections }: SideMenuLayoutProps) {
  return (
    <div className={block}>
      <nav className={`${block}__menu`} aria-label={label}>
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="mine__menu-title">{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="mine__content">
        <Outlet />
      </div>
    </div>
  );
}
