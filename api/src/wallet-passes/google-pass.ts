/**
 * A Google Wallet "save" link for one ticket: an RS256 JWT signed by the issuer's service
 * account, carrying the event's ticket class and the ticket's object (its QR code is the
 * ticket's scan code). Google checks the signature when the visitor opens the link.
 */
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWalletConfig } from './config';
import type { WalletTicket } from './wallet-tickets';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const localized = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/** Google's ids allow letters, digits, '.', '_' and '-'. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

export async function googleSaveUrl(ticket: WalletTicket, config: GoogleWalletConfig, storefrontOrigin: string, now: Date): Promise<string> {
  const classId = `${config.issuerId}.${idPart(config.classSuffix)}_${ticket.eventTemplateId}`;
  const interval = ticket.startsAt || ticket.endsAt
    ? {
        ...(ticket.startsAt ? { start: { date: ticket.startsAt.toISOString() } } : {}),
        ...(ticket.endsAt ? { end: { date: ticket.endsAt.toISOString() } } : {}),
      }
    : undefined;
  const payload = {
    eventTicketClasses: [
      {
        id: classId,
        issuerName: ticket.sellerName,
        eventName: localized(ticket.eventName),
        reviewStatus: 'UNDER_REVIEW',
        ...(ticket.hasSession && ticket.startsAt
          ? { dateTime: { start: ticket.startsAt.toISOString(), ...(ticket.endsAt ? { end: ticket.endsAt.toISOString() } : {}) } }
          : {}),
      },
    ],
    eventTicketObjects: [
      {
        id: `${config.issuerId}.${ticket.id}`,
        classId,
        state: 'ACTIVE',
        barcode: { type: 'QR_CODE', value: ticket.scanCode, alternateText: ticket.scanCode },
        ...(ticket.admitName ? { ticketHolderName: ticket.admitName } : {}),
        ticketNumber: ticket.orderNumber,
        ticketType: localized(ticket.typeName),
        ...(interval ? { validTimeInterval: interval } : {}),
      },
    ],
  };
  const jwt = await new SignJWT({ origins: [storefrontOrigin], typ: 'savetowallet', payload })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(createPrivateKey(config.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
