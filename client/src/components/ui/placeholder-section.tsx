import type { ReactNode } from 'react';

/**
 * Marks a part of a screen whose server call is not in the contract yet: the heading says what
 * will be here and the note names the spec call that will feed it, so a reviewer sees the gap.
 */
export function PlaceholderSection({ title, call, children }: { title: string; call: string; children?: ReactNode }) {
  return (
    <section className="placeholder" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <p className="placeholder__note">该板块即将开放（接口 {call} 尚未接入）</p>
      {children}
    </section>
  );
}
