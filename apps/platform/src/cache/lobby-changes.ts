import type { SqlConnection } from '@ficha/server-kit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { listenToChannel, type ChannelListener } from '../modules/realtime/channel-listener.ts';

/** The NOTIFY channel of lobby changes (decision 0033); the payload names the merchant, for the logs. */
export const lobbyChangesChannel = 'ficha_lobby_changes';

/**
 * What keeps the lobby caches of every platform instance current (decision 0033). Each cache of lobby data (the
 * catalog snapshots and their prepared answers, help centers, resolved merchants, the status `info`) registers
 * how to drop itself. A console change, once committed, drops this instance's caches at once and announces
 * itself on a NOTIFY channel; every instance LISTENs and drops its own when it hears one, a database round trip
 * later. A listener that lost its connection drops everything when it is back (it may have missed a change);
 * a change whose announcement fails is seen elsewhere when the caches expire (their TTLs stay as the backstop).
 */
export interface LobbyChanges {
  /** Registers a cache to drop whenever any instance changes what the lobby shows. */
  onChange(drop: () => void): void;
  /** After a change has committed: drops this instance's caches and tells the other instances. */
  changed(merchantId: number): void;
  /** LISTENs for the changes of every instance until the returned listener is closed. */
  listen(connection: SqlConnection): Promise<ChannelListener>;
}

/** What a service that caches lobby data needs of it. */
export type LobbyCacheHooks = Pick<LobbyChanges, 'onChange' | 'changed'>;

/** The caches registered with one LobbyChanges and how to drop them all. */
function registry() {
  const drops: Array<() => void> = [];
  return {
    onChange(drop: () => void) {
      drops.push(drop);
    },
    dropAll() {
      for (const drop of drops) drop();
    },
  };
}

export function createLobbyChanges(db: Db, log: FastifyBaseLogger): LobbyChanges {
  const { onChange, dropAll } = registry();
  return {
    onChange,

    changed(merchantId) {
      dropAll();
      db.execute(sql`select pg_notify(${lobbyChangesChannel}, ${String(merchantId)})`).catch((error: unknown) => {
        log.warn({ err: error, merchantId }, 'lobby change not announced; other instances see it when caches expire');
      });
    },

    listen(connection) {
      return listenToChannel(connection, lobbyChangesChannel, { onPayload: dropAll, onResync: dropAll }, log);
    },
  };
}

/** Lobby changes for code with no other instance to tell (a script, a service on its own in a test). */
export function localLobbyChanges(): Omit<LobbyChanges, 'listen'> {
  const { onChange, dropAll } = registry();
  return { onChange, changed: dropAll };
}
