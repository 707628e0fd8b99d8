import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the withdrawal page: a region named by its heading. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {description ? <p className="card__note">{description}</p> : null}
      {children}
    </section>
  );
}
