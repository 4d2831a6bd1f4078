import { NavLink, Outlet } from 'react-router-dom';
import { DEPOSIT_HELP_TOPIC, HELP_GROUP_TITLES, HELP_TOPICS } from '../../../config/help-topics';
import { paths } from '../../../config/paths';
import { useSiteInfo } from '../../../lib/site-info';

const GROUPS = Object.keys(HELP_GROUP_TITLES) as (keyof typeof HELP_GROUP_TITLES)[];

/** /app/help: the 23 topics by group beside the open one. */
export function HelpLayout() {
  const { depositEnabled } = useSiteInfo();
  return (
    <div className="help">
      <nav className="help__menu" aria-label="帮助中心">
        {GROUPS.map((group) => (
          <section key={group}>
            <h2 className="mine__menu-title">{HELP_GROUP_TITLES[group]}</h2>
            <ul>
              {HELP_TOPICS.filter((t) => t.group === group && (depositEnabled || t.code !== DEPOSIT_HELP_TOPIC)).map((topic) => (
                <li key={topic.code}>
                  <NavLink to={paths.helpTopic.to(topic.code)}>{topic.title}</NavLink>
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
