import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/** One card of the points mall: a region named by its heading. */
export function Section({ title, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
