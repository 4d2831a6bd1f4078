import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useSponsorContent } from '../api/get-sponsor-content';

export function SponsorPage() {
  const sponsors = useSponsorContent();
  return (
    <div className="stack">
      <PageHeader title="赞助合作" />
      <AsyncContent {...sponsors} isEmpty={(list) => list.length === 0}>
        {(list) =>
          [...list]
            .sort((a, b) => a.sort - b.sort)
            .map((sponsor) => (
              <article key={sponsor.id} className="card prose" aria-labelledby={`sponsor-${sponsor.id}`}>
                <h2 id={`sponsor-${sponsor.id}`} className="section-title">
                  {sponsor.title}
                </h2>
                <p className="muted">
                  {sponsor.subtitle} · {sponsor.period}
                </p>
                {sponsor.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </article>
            ))
        }
      </AsyncContent>
    </div>
  );
}
