import { CustomerServiceButton } from '../../../components/customer-service-button';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { HELP_TOPICS } from '../../../config/help-topics';
import { PRIVACY, TERMS, type LegalDocument } from '../../../content/legal';
import { useHelpList } from '../api/help-list';

/** The client's own copy of the terms and privacy rules, for when the server has no text for them. */
const LEGAL_FALLBACK: Partial<Record<string, LegalDocument>> = { gztk: TERMS, ysgz: PRIVACY };

interface Section {
  heading: string | null;
  paragraphs: readonly string[];
}

function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="card prose">
      {sections.map((section, index) => (
        <section key={section.heading ?? index}>
          {section.heading && <h2 className="section-title">{section.heading}</h2>}
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** One help topic: the server's text; gztk and ysgz fall back to the spec's terms and privacy rules. */
export function HelpTopicPage({ code }: { code: string }) {
  const list = useHelpList();
  const title = HELP_TOPICS.find((t) => t.code === code)?.title ?? '帮助中心';
  const topic = list.data?.list.find((t) => t.code === code);
  const fallback = LEGAL_FALLBACK[code];
  return (
    <article className="stack">
      <PageHeader title={topic?.title ?? title}>{code === 'zxkf' && <CustomerServiceButton className="button button--primary" />}</PageHeader>
      {topic ? (
        <Sections sections={topic.sections} />
      ) : fallback && (list.data || list.error) ? (
        <Sections sections={fallback.sections} />
      ) : (
        <AsyncContent {...list} isEmpty={() => true} emptyText="暂无内容">
          {() => null}
        </AsyncContent>
      )}
    </article>
  );
}
