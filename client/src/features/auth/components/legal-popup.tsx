import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { PRIVACY, TERMS, type LegalDocument } from '../../../content/legal';

export type LegalDocumentName = 'terms' | 'privacy';
const DOCUMENTS: Record<LegalDocumentName, LegalDocument> = { terms: TERMS, privacy: PRIVACY };

/** The terms and privacy popup of the login/register form: two documents, switchable. */
export function LegalPopup({ initial, onClose }: { initial: LegalDocumentName | null; onClose: () => void }) {
  const [chosen, setChosen] = useState<LegalDocumentName | null>(null);
  const current = chosen ?? initial;
  if (!current) return null;
  const document = DOCUMENTS[current];
  return (
    <Dialog
      open
      size="large"
      title="条款与隐私政策"
      onClose={() => {
        setChosen(null);
        onClose();
      }}
    >
      <div className="auth-tabs" role="tablist" aria-label="文档">
        {(Object.keys(DOCUMENTS) as LegalDocumentName[]).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={current === name} onClick={() => setChosen(name)}>
            {DOCUMENTS[name].title}
          </button>
        ))}
      </div>
      <div className="legal-text prose" role="tabpanel" aria-label={document.title}>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </div>
    </Dialog>
  );
}
