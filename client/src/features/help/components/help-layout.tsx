import { SideMenuLayout, type SideMenuSection } from '../../../components/layouts/side-menu-layout';
import { DEPOSIT_HELP_TOPIC, HELP_GROUP_TITLES, HELP_TOPICS } from '../../../config/help-topics';
import { paths } from '../../../config/paths';
import { useSiteInfo } from '../../../lib/site-info';

const GROUPS = Object.keys(HELP_GROUP_TITLES) as (keyof typeof HELP_GROUP_TITLES)[];

function sectionsOf(topics: readonly (typeof HELP_TOPICS)[number][]): readonly SideMenuSection[] {
  return GROUPS.map((group) => ({
    title: HELP_GROUP_TITLES[group],
    links: topics.filter((t) => t.group === group).map((topic) => ({ label: topic.title, to: paths.helpTopic.to(topic.code) })),
  }));
}

const SECTIONS = sectionsOf(HELP_TOPICS);
/** While deposit is off its tutorial is not found, so the menu leaves it out. */
const SECTIONS_WITHOUT_DEPOSIT = sectionsOf(HELP_TOPICS.filter((t) => t.code !== DEPOSIT_HELP_TOPIC));

/** /app/help: the 23 topics by group beside the open one. */
export function HelpLayout() {
  const { depositEnabled } = useSiteInfo();
  return <SideMenuLayout block="help" label="帮助中心" sections={depositEnabled ? SECTIONS : SECTIONS_WITHOUT_DEPOSIT} />;
}
