/**
 * An Apple Wallet event ticket (`.pkpass`) for one ticket, packed and signed by
 * passkit-generator: pass.json, the images, manifest.json (SHA-1 of every file) and a detached
 * PKCS#7 `signature` of the manifest by the Pass Type ID certificate, with the WWDR
 * intermediate.
 */
import { PKPass } from 'passkit-generator';
import { venueDateTime } from '../lib/zoned-time';
import type { AppleWalletConfig } from './config';
import { passImages } from './images';
import type { WalletTicket } from './wallet-tickets';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** Neutral colours: the pass carries no seller branding yet. */
const COLOURS = {
  backgroundColor: 'rgb(255, 255, 255)',
  foregroundColor: 'rgb(17, 17, 17)',
  labelColor: 'rgb(88, 88, 88)',
};

export function applePass(ticket: WalletTicket, config: AppleWalletConfig): Buffer {
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    organizationName: ticket.sellerName,
    description: `${ticket.eventName} ticket`,
    serialNumber: ticket.id,
    ...COLOURS,
    eventTicket: {},
  };
  const pass = new PKPass(
    { ...passImages(), 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    {
      wwdr: config.wwdr,
      signerCert: config.signerCert,
      signerKey: config.signerKey,
      ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
    },
  );
  pass.primaryFields.push({ key: 'event', label: 'Event', value: ticket.eventName });
  if (ticket.startsAt) {
    // Worded in the venue's zone: the device's own zone may be another.
    const label = ticket.hasSession ? 'Date' : 'Valid from';
    pass.secondaryFields.push({ key: 'date', label, value: venueDateTime(ticket.startsAt, ticket.timezone) });
  }
  if (!ticket.hasSession && ticket.endsAt) {
    pass.secondaryFields.push({ key: 'valid_to', label: 'Valid until', value: venueDateTime(ticket.endsAt, ticket.timezone) });
  }
  pass.auxiliaryFields.push({ key: 'ticket_type', label: 'Ticket', value: ticket.typeName });
  if (ticket.admitName) pass.auxiliaryFields.push({ key: 'admit', label: 'Admit', value: ticket.admitName });
  pass.backFields.push({ key: 'order', label: 'Order', value: ticket.orderNumber });
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: ticket.scanCode, messageEncoding: 'iso-8859-1', altText: ticket.scanCode });
  if (ticket.hasSession && ticket.startsAt) pass.setRelevantDate(ticket.startsAt);
  if (ticket.endsAt) pass.setExpirationDate(ticket.endsAt);
  return pass.getAsBuffer();
}

/** The download's file name: the event's name, made safe for a header. */
export function passFileName(ticket: WalletTicket): string {
  const base = ticket.eventName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `${base || 'ticket'}-${ticket.id.slice(0, 8)}.pkpass`;
}
