import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { memberMessages, members, operators } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createMessageService } from '../modules/messages/messages.service.ts';
import { createOperatorMessageService } from '../modules/messages/operator-messages.service.ts';

const dayMs = 86_400_000;

/**
 * The demo's operator messages (issue 20, decision 0064), composed through the messages service by the demo
 * admin after the history's fold gave players their VIP ranks: one to every player and one to the players of
 * the first rank or above, both sent now, and one to everyone scheduled three days ahead (the sending job
 * delivers it then). The players opened theirs through the inbox's own read call — all but the demo player's
 * welcome — so the console's read receipts show reads and the demo player's inbox one new message.
 */
export async function seedMessages(tx: Db, merchantId: number, options: { now: Date; playerUsername: string }) {
  const messages = createOperatorMessageService(tx, { audit: createAuditService(tx), now: () => options.now });
  const inbox = createMessageService(tx);
  const [admin] = await tx
    .select({ id: operators.id, name: operators.username })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, 'admin')));
  if (!admin) throw new Error('the demo admin is seeded before the messages');
  const actor = { type: 'operator' as const, id: admin.id, name: admin.name, ip: '127.0.0.1' };

  const welcome = await messages.send(merchantId, actor, {
    audience: { kind: 'everyone' },
    subject: 'Bienvenido a Ficha Demo',
    body:
      'Gracias por jugar con nosotros. En Promociones encontrará el bono de depósito de esta semana y en el ' +
      'centro de miembro sus límites de juego responsable.',
  });
  const ranked = await messages.send(merchantId, actor, {
    audience: { kind: 'vipRank', level: 1, orAbove: true },
    subject: 'Su rango VIP tiene premio',
    body: 'Como jugador VIP, canjea tus puntos en la tienda antes de fin de mes: hay recompensas nuevas para ti.',
  });
  await messages.send(merchantId, actor, {
    audience: { kind: 'everyone' },
    subject: 'Mantenimiento programado',
    body: 'El sitio estará en mantenimiento el domingo de 03:00 a 04:00. Su saldo no se verá afectado.',
    sendAt: new Date(options.now.getTime() + 3 * dayMs).toISOString(),
  });

  // Every recipient opened the rank message; every one but the demo player opened the welcome, which its inbox
  // (the README's player login) shows as new mail beside one already read.
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, options.playerUsername)));
  const delivered = await tx
    .select({ id: memberMessages.id, memberId: memberMessages.memberId, messageId: memberMessages.operatorMessageId })
    .from(memberMessages)
    .where(inArray(memberMessages.operatorMessageId, [welcome.id, ranked.id]))
    .orderBy(asc(memberMessages.id));
  for (const message of delivered) {
    if (message.messageId === welcome.id && message.memberId === player?.id) continue;
    await inbox.markRead(message.memberId, message.id);
  }
}
