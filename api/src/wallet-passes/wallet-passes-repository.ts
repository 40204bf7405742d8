/** The wallet passes' SQL: which order a ticket belongs to (the rest is read as the order API reads it). */
import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { tickets } from '../infra/db/schema';

/** The ticket's order, if the ticket exists. */
export async function findTicketOrderId(db: Db, id: string): Promise<{ orderId: string | null } | undefined> {
  const [owner] = await db.select({ orderId: tickets.ticketOrderId }).from(tickets).where(eq(tickets.id, id));
  return owner;
}
