import type { ReactNode } from 'react';
import { Icon, type IconName } from '@ficha/ui';
import './status-screen.css';

export interface StatusScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Decorative icon above the title. */
  icon?: IconName;
  /** A whole page (its own `main` landmark) rather than a block inside a layout's `main`. */
  isPage?: boolean;
}

/** A centred message with a heading and actions: maintenance, blocked region, errors, not found. */
export function StatusScreen({ title, children, actions, icon, isPage = false }: StatusScreenProps) {
  const card = (
    <div className="status-screen__card">
      {icon ? (
        <span className="status-screen__icon">
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <h1 className="status-screen__title">{title}</h1>
      {children ? <div className="status-screen__body">{children}</div> : null}
      {actions ? <div className="status-screen__actions">{actions}</div> : null}
    </div>
  );
  return isPage ? (
    <main className="status-screen status-screen--page">{card}</main>
  ) : (
    <section className="status-screen">{card}</section>
  );
}
