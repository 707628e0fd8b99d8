import { useId, type ReactNode } from 'react';

export interface SecuritySectionProps {
  title: string;
  /** A state shown beside the title (bound, verified, on/off). */
  badge?: ReactNode;
  description?: string;
  /** Spread over the whole row of the security center's grid. */
  isWide?: boolean;
  children: ReactNode;
}

/** One card of the security center: a region named by its heading. */
export function SecuritySection({ title, badge, description, isWide = false, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <section
      className={isWide ? 'card security-section security-section--wide' : 'card security-section'}
      aria-labelledby={headingId}
    >
      <div className="security-section__header">
        <h2 id={headingId} className="card__title">
          {title}
        </h2>
        {badge}
      </div>
      {description ? <p className="card__note">{description}</p> : null}
      {children}
    </section>
  );
}
