import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { agentHomePath, memberPath, pointMallPath } from '../../lib/route-table.ts';
import { useAuthModals } from '../../lib/auth-modal-store.ts';
import { useHasInbox } from '../../features/messages/queries.ts';
import { UnreadBadge } from '../../features/messages/unread-badge.tsx';
import { MenuPoints } from '../../features/points/menu-points.tsx';
import { MissionBadge } from '../../features/missions/mission-badge.tsx';
import { useSession } from '../../lib/use-session.ts';
import { memberPageHref } from '../../lib/member-pages.ts';
import { Icon, Spinner } from '@ficha/ui';
import './user-menu.css';

// Downloaded when the menu opens, ahead of a sign-out.
const loadSignOutDialog = () => import('../../features/session/sign-out-dialog.tsx');
const SignOutDialog = lazy(async () => ({ default: (await loadSignOutDialog()).SignOutDialog }));

const messagesHref = memberPageHref('messageV2');

interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * The signed-in member's menu (SPEC §2.2, what exists so far): the account name (and the trial badge) on a
 * menu button; my account, favourites and recent games, the agent center for agents, change password and sign out. Keyboard: arrows,
 * Home and End move, Escape closes and returns to the button.
 */
export function UserMenu() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const session = useSession();
  const modals = useAuthModals();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirmingSignOut, setIsConfirmingSignOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const hasInbox = useHasInbox();
  const unreadLabel = (count: number) => t('unread_count', { count });
  const missionLabel = (number: number) => tCommon('missions_claimable', { number });

  // A trial account has no account pages and no password of its own to change (SPEC §4 guard): not offered.
  const items: MenuItem[] = [
    ...(session.isTrial
      ? []
      : [{ id: 'account', label: t('in_my_account'), onSelect: () => void navigate(memberPath) }]),
    { id: 'favourites', label: tCommon('menu_favourites'), onSelect: () => void navigate('/favorite') },
    { id: 'recent', label: tCommon('menu_recent'), onSelect: () => void navigate('/recent') },
    ...(hasInbox
      ? [{ id: 'messages', label: t('in_platform_information'), onSelect: () => void navigate(messagesHref) }]
      : []),
    ...(session.isTrial
      ? []
      : [
          { id: 'points', label: t('point_mall', { ns: 'common' }), onSelect: () => void navigate(pointMallPath) },
          {
            id: 'missions',
            label: tCommon('menu_missions'),
            onSelect: () => void navigate(memberPageHref('missionLeaderboard')),
          },
        ]),
    ...(session.isAgent ? [{ id: 'agent', label: t('hd_agent'), onSelect: () => void navigate(agentHomePath) }] : []),
    ...(session.isTrial
      ? []
      : [{ id: 'password', label: t('change_password_title'), onSelect: () => modals.openChangePassword() }]),
    { id: 'sign-out', label: t('in_sign_out'), onSelect: () => setIsConfirmingSignOut(true) },
  ];

  useEffect(() => {
    if (!isOpen) return;
    void loadSignOutDialog();
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const closeMenu = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = entries.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % entries.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + entries.length) % entries.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = entries.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
      return;
    } else if (event.key === 'Tab') {
      closeMenu(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
    }
  };

  const name = session.member?.account ?? t('in_my_account');
  return (
    <div ref={containerRef} className="user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen(!isOpen)}
        onKeyDown={handleButtonKeyDown}
      >
        {session.isMemberLoading ? <Spinner /> : <Icon name="user" />}
        <span className="user-menu__identity">
          <span className="user-menu__name">{name}</span>
          {session.isTrial ? <span className="user-menu__badge">{t('trial_badge')}</span> : null}
        </span>
        {hasInbox ? <UnreadBadge label={unreadLabel} /> : null}
        {session.isTrial ? null : <MissionBadge label={missionLabel} heartbeat />}
        <span className="user-menu__chevron">
          <Icon name="chevronDown" size="small" />
        </span>
      </button>
      {isOpen ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={name}
          className="user-menu__list"
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                onClick={() => {
                  closeMenu(!['account', 'agent', 'messages', 'points', 'missions'].includes(item.id));
                  item.onSelect();
                }}
              >
                {item.label}
                {item.id === 'messages' ? <UnreadBadge label={unreadLabel} /> : null}
                {item.id === 'points' ? <MenuPoints /> : null}
                {item.id === 'missions' ? <MissionBadge label={missionLabel} /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isConfirmingSignOut ? (
        <Suspense fallback={null}>
          <SignOutDialog onClose={() => setIsConfirmingSignOut(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
